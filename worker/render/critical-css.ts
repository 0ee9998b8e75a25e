import { BoundedLru } from '../cache/bounded-lru';

import type { MarkupSlots } from './markup-slots';

/**
 * A page's own CSS: the rules of the site's stylesheet that its HTML can match, inlined in its head so that no
 * stylesheet blocks its first paint. The build indexes the stylesheet's rules by the classes they need
 * (scripts/lib/critical-css.mjs); a rule is kept when every class of one of its selectors is on the page (its
 * :hover, :focus and media variants included), and a rule that needs no class (the reset, the theme's custom
 * properties, keyframes) always. The order of the stylesheet is kept, so the page looks as with the whole
 * sheet. The classes a plain island's script can add later (an open menu, a message) count as on the page
 * wherever that island is, so such a page never needs the whole stylesheet; what a React island shows comes with
 * the whole stylesheet, which the hydrator loads before a React island hydrates (ui/islands/browser.tsx).
 */
export interface CriticalCssIndex {
  /** `[css, wrap, needs]` in stylesheet order; `needs` 0: always kept. */
  rules: [css: string, wrap: number, needs: string[][] | 0][];
  /** `[opening, closing]` of the @media/@supports blocks around rules. */
  wraps: [open: string, close: string][];
  /** Each class's rules (indexes into `rules`). */
  byClass: Record<string, number[]>;
  /** Per plain island, the classes its script can add (space-separated; scripts/build.mjs). */
  islandClasses: Record<string, string>;
}

// Replaced by scripts/build.mjs with the index of the stylesheet it built.
declare const __CRITICAL_CSS__: CriticalCssIndex | undefined;

/** This build's index; undefined when the worker runs from source (unit tests): pages link the stylesheet. */
export const criticalCss: CriticalCssIndex | undefined =
  typeof __CRITICAL_CSS__ === 'undefined' ? undefined : __CRITICAL_CSS__;

const CLASS_ATTRIBUTE = ' class="';

/** The distinct values of the HTML's class attributes, from `from`. */
function classValues(html: string, from = 0): Set<string> {
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE, from); at >= 0; at = html.indexOf(CLASS_ATTRIBUTE, at)) {
    const start = at + CLASS_ATTRIBUTE.length;
    at = html.indexOf('"', start);
    if (at < 0) break;
    values.add(html.slice(start, at));
  }
  return values;
}

const ISLAND_ATTRIBUTE = ' data-island="';

/** The classes of the plain islands in the HTML (from `from`), each island's as one class attribute value. */
function islandClassValues(index: CriticalCssIndex, html: string, from: number, values: Set<string>): void {
  for (let at = html.indexOf(ISLAND_ATTRIBUTE, from); at >= 0; at = html.indexOf(ISLAND_ATTRIBUTE, at)) {
    const start = at + ISLAND_ATTRIBUTE.length;
    at = html.indexOf('"', start);
    if (at < 0) break;
    const classes = index.islandClasses[html.slice(start, at)];
    if (classes) values.add(classes);
  }
}

/** The class attribute values of a part's HTML, its plain islands' included: what withCriticalCss reads of it. */
export function markupClassValues(index: CriticalCssIndex, html: string): string[] {
  const values = classValues(html);
  islandClassValues(index, html, 0, values);
  return [...values];
}

/** The class names of class attribute values. */
function namesOf(values: Iterable<string>): Set<string> {
  const classes = new Set<string>();
  for (const value of values) for (const name of value.split(' ')) if (name) classes.add(name);
  return classes;
}

/** Every class name in the HTML's class attributes (each distinct attribute value split once). */
export function pageClasses(html: string): Set<string> {
  return namesOf(classValues(html));
}

/**
 * A name for a set of class attribute values, whatever their order: each value's hash (two 32-bit hashes in one
 * safe integer), sorted and folded into two more, with the count. Cheaper than sorting and joining the values;
 * a clash between two of an isolate's few hundred sets is out of reach.
 */
function setName(values: Set<string>): string {
  const hashes = new Float64Array(values.size);
  let i = 0;
  for (const value of values) {
    let fnv = 0x811c9dc5;
    let djb = 5381;
    for (let c = 0; c < value.length; c += 1) {
      const code = value.charCodeAt(c);
      fnv = Math.imul(fnv ^ code, 0x01000193);
      djb = Math.imul(djb, 33) ^ code;
    }
    hashes[i++] = (fnv >>> 0) * 0x200000 + (djb & 0x1fffff);
  }
  hashes.sort();
  let low = 0x811c9dc5;
  let high = 5381;
  for (const hash of hashes) {
    low = Math.imul(low ^ (hash % 0x100000000), 0x01000193);
    high = Math.imul(high, 33) ^ Math.floor(hash / 0x100000000);
  }
  return `${values.size}:${low >>> 0}:${high >>> 0}`;
}

/** The rules of `index` that a page with these classes can match, in stylesheet order, as one stylesheet. */
export function selectCss(index: CriticalCssIndex, classes: Set<string>): string {
  const { rules, wraps, byClass } = index;
  const keep = new Uint8Array(rules.length);
  rules.forEach(([, , needs], i) => {
    if (needs === 0) keep[i] = 1;
  });
  for (const name of classes) {
    for (const i of byClass[name] ?? []) {
      if (keep[i]) continue;
      const needs = rules[i]![2];
      if (needs !== 0 && needs.some((all) => all.every((c) => classes.has(c)))) keep[i] = 1;
    }
  }
  let css = '';
  let wrap = -1;
  for (let i = 0; i < rules.length; i += 1) {
    if (!keep[i]) continue;
    const [text, ruleWrap] = rules[i]!;
    if (ruleWrap !== wrap) {
      if (wrap >= 0) css += wraps[wrap]![1];
      if (ruleWrap >= 0) css += wraps[ruleWrap]![0];
      wrap = ruleWrap;
    }
    css += text;
  }
  if (wrap >= 0) css += wraps[wrap]![1];
  return css;
}

/**
 * The `<style>` element of a page is a function of the index (one per build) and the page's classes alone:
 * nothing a reader, a language or a draft puts on the page reaches it but class names. Pages of one type have
 * the same few sets of class attribute values, so each isolate keeps the element of the sets it saw (keyed by
 * the name setName gives the set), bounded like the frame markup; selecting and encoding it again is
 * about a tenth of a page's render.
 */
export const PAGE_STYLE_ENTRIES = 200;
/** And at most this many UTF-16 code units of CSS in all. */
export const PAGE_STYLE_CHARS = 4_000_000;

const styles = new WeakMap<CriticalCssIndex, BoundedLru<string>>();

/** The `<style>` element for a page whose class attributes hold `values`. */
function styleElement(index: CriticalCssIndex, values: Set<string>): string {
  let kept = styles.get(index);
  if (!kept) {
    kept = new BoundedLru({
      maxSize: PAGE_STYLE_CHARS,
      maxEntries: PAGE_STYLE_ENTRIES,
      sizeOf: (element) => element.length,
    });
    styles.set(index, kept);
  }
  const key = setName(values);
  let element = kept.get(key);
  if (element === undefined) {
    // `</` cannot occur in the rules (scripts/lib/critical-css.mjs refuses a stylesheet holding it): the
    // style element cannot be closed early.
    element = `<style>${selectCss(index, namesOf(values))}</style>`;
    kept.set(key, element);
  }
  return element;
}

/** What this isolate keeps of page styles (tests). */
export function pageStyleUsage(index: CriticalCssIndex): { entries: number; size: number } {
  return styles.get(index)?.usage ?? { entries: 0, size: 0 };
}

const HEAD_END = '</head>';
const BODY_END = '</body></html>';

/**
 * The whole HTML document with the page's CSS in a `<style>` before `</head>` and `scripts` before the closing
 * `</body></html>` (or at the end), as injectBeforeClose (./scripts.ts) does for a page that links the
 * stylesheet. The HTML stays as React wrote it, with the kept parts of `slots` filled in; what follows the head
 * is read for its classes and its plain islands' (islandClasses), a kept part's as read when it was kept.
 * Without `</head>`, no style is added.
 */
export function withCriticalCss(
  index: CriticalCssIndex,
  html: string,
  scripts = '',
  slots?: MarkupSlots,
): string {
  const closed = html.endsWith(BODY_END);
  const close = closed ? html.length - BODY_END.length : html.length;
  const at = html.indexOf(HEAD_END);
  const from = Math.max(at, 0);
  const body = slots ? slots.fill(html.slice(from, close)) : { html: html.slice(from, close), filled: [] };
  let head = '';
  if (at >= 0) {
    const values = classValues(html, at);
    islandClassValues(index, html, at, values);
    for (const part of body.filled) for (const value of part.classValues) values.add(value);
    head = html.slice(0, at) + styleElement(index, values);
  }
  return head + body.html + scripts + (closed ? BODY_END : '');
}
