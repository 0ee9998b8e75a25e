// What the Worker's bundles use for `@vanilla-extract/sprinkles/createRuntimeSprinkles` (worker-resolution.mjs):
// the same sprinkles function, remembering the class names of the props it was given. Braid resolves every
// Box's and Text's atom props through it on every render (a copy of the props with Babel's object spread,
// then a loop over each property); the server renders the same few hundred combinations again and again, so
// each isolate keeps the answer per combination. The answer depends on the props alone (the class names are
// fixed by the build), so nothing a page shows reaches the key or the value.
// The package's own file, by path: its name is aliased to this module.
import { createSprinkles as createRuntimeSprinkles } from '../../node_modules/@vanilla-extract/sprinkles/createRuntimeSprinkles/dist/vanilla-extract-sprinkles-createRuntimeSprinkles.esm.js';

/** At most this many combinations per sprinkles function; then it starts again empty. */
export const SPRINKLES_MEMO_ENTRIES = 5000;

/**
 * The key of a props object: every property in order (the class names come out in that order) with its value;
 * responsive arrays and conditional objects as JSON (their null and undefined entries give no class either way).
 */
export function sprinklesKey(props) {
  let key = '';
  for (const name in props) {
    const value = props[name];
    key +=
      typeof value === 'object' && value !== null
        ? `${name}=${JSON.stringify(value)};`
        : `${name}=${typeof value}:${value};`;
  }
  return key;
}

/** `memoSprinkles(fn)`: `fn` (a sprinkles function) answering each combination of props from memory. */
export function memoSprinkles(sprinkles) {
  const memo = new Map();
  function remembered(props) {
    const key = sprinklesKey(props);
    let classes = memo.get(key);
    if (classes === undefined) {
      classes = sprinkles(props);
      if (memo.size >= SPRINKLES_MEMO_ENTRIES) memo.clear();
      memo.set(key, classes);
    }
    return classes;
  }
  // `properties` (the Set of atom props Braid's Box picks from its props) and the rest of its fields.
  return Object.assign(remembered, sprinkles);
}

export function createSprinkles(...definitions) {
  return memoSprinkles(createRuntimeSprinkles(...definitions));
}
