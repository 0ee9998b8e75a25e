// The site's stylesheet as an index of its rules by the classes they need, for the worker to inline into each
// page only the rules its HTML can match (worker/render/critical-css.ts). Reads esbuild's minified CSS: style
// rules, @media/@supports blocks around them, and other at-rules (@keyframes…) kept whole.

/** At-rules whose blocks hold style rules; any other block at-rule is one item, always kept. */
const GROUPING = /^@(media|supports|container|layer)\b/;

/** The index of `end`'s matching close brace, skipping strings; `start` is just after the open brace. */
function blockEnd(css, start) {
  let depth = 1;
  for (let i = start; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1);
      if (i < 0) break;
    } else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced braces in the stylesheet');
}

/** Removes every bracketed or parenthesised part (attribute values, :not(), :is(), :where(), :has()…). */
function withoutGroups(selector) {
  let out = '';
  let depth = 0;
  for (const ch of selector) {
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** A selector list's alternatives, each as the classes it needs on the page (null: one needs none). */
function requiredClasses(selectorList) {
  const alternatives = [];
  let depth = 0;
  let from = 0;
  const parts = [];
  for (let i = 0; i < selectorList.length; i += 1) {
    const ch = selectorList[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(selectorList.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(selectorList.slice(from));
  for (const part of parts) {
    const classes = [
      ...new Set([...withoutGroups(part).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
    ];
    if (classes.length === 0) return null;
    alternatives.push(classes);
  }
  return alternatives;
}

/**
 * The index the worker selects from: `rules` in stylesheet order, each `[css, wrap, needs]` (`wrap` an index
 * into `wraps`, the @media/@supports openings around it, or -1; `needs` the class lists of which one must all
 * be on the page, or 0 for a rule always kept), `byClass`, each class's rules, and `islandClasses`, empty here.
 * @param {string} css
 */
export function criticalCssIndex(css) {
  // The worker puts the rules in a <style> element, which `</` would end.
  if (css.includes('</')) throw new Error('The stylesheet holds "</", which would close its inline <style>');
  const rules = [];
  const wraps = [];
  const byClass = {};
  const wrapIndex = (chain) => {
    if (chain.length === 0) return -1;
    const open = chain.map((prelude) => `${prelude}{`).join('');
    let index = wraps.findIndex(([o]) => o === open);
    if (index < 0) index = wraps.push([open, '}'.repeat(chain.length)]) - 1;
    return index;
  };
  const walk = (from, to, chain) => {
    let i = from;
    while (i < to) {
      const open = css.indexOf('{', i);
      if (open < 0 || open >= to) break;
      const prelude = css.slice(i, open).trim();
      const close = blockEnd(css, open + 1);
      if (GROUPING.test(prelude)) {
        walk(open + 1, close, [...chain, prelude]);
      } else {
        const needs = prelude.startsWith('@') ? null : requiredClasses(prelude);
        const index = rules.push([css.slice(i, close + 1).trim(), wrapIndex(chain), needs ?? 0]) - 1;
        for (const name of new Set((needs ?? []).flat())) (byClass[name] ??= []).push(index);
      }
      i = close + 1;
    }
  };
  walk(0, css.length, []);
  // The build adds the classes of each plain island's script (scripts/build.mjs).
  return { rules, wraps, byClass, islandClasses: {} };
}
