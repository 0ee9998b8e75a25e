// How every bundle of the Worker resolves packages (the build, and the Node bundles the bench, the render
// profile and the HTML snapshot make of the same app): workerd's builds of a package first, as in workerd;
// `dedent` (Braid's messages) as a plain join (plain-dedent.mjs); Braid's sprinkles remembering the class names
// of each combination of atom props (memo-sprinkles.mjs).
import { fileURLToPath } from 'node:url';

export const workerResolution = {
  mainFields: ['workerd', 'worker', 'browser', 'module', 'main'],
  conditions: ['workerd', 'worker', 'browser', 'import', 'module'],
  alias: {
    dedent: fileURLToPath(new URL('./plain-dedent.mjs', import.meta.url)),
    '@vanilla-extract/sprinkles/createRuntimeSprinkles': fileURLToPath(
      new URL('./memo-sprinkles.mjs', import.meta.url),
    ),
  },
};
