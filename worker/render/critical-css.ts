import { BoundedLru } from '../cache/bounded-lru';

/**
 * A page's own CSS: the rules of the site's stylesheet that its HTML can match, inlined in its head so that no
 * stylesheet blocks its first paint. The build indexes the stylesheet's rules by the classes they need
 * (scripts/lib/critical-css.mjs); a rule is kept when every class of one of its selectors is on the page (its
 * :hover, :focus and media variants included), and a rule that needs no class (the reset, the theme's custom
 * properties, keyframes) always. The order of the stylesheet is kept, so the page looks as with the whole
 * sheet. What only a script adds later (an open dialog, a menu) comes with the whole stylesheet, which the
 * hydrator loads before any island hydrates (ui/islands/browser.tsx).
 */
export interface CriticalCssIndex {
  /** `[css, wrap, needs]` in stylesheet order; `needs` 0: always kept. */
  rules: [css: string, wrap: number, needs: string[][] | 0][];
  /** `[opening, closing]` of the @media/@supports blocks around rules. */
  wraps: [open: string, close: string][];
  /** Each class's rules (indexes into `rules`). */
  byClass: Record<string, number[]>;
}

// Replaced by scripts/build.mjs with the index of the stylesheet it built.
declare const __CRITICAL_CSS__: CriticalCssIndex | undefined;

/** This build's index; undefined when the worker runs from source (unit tests): pages link the stylesheet. */
export const criticalCss: CriticalCssIndex | undefined =
  typeof __CRITICAL_CSS__ === 'undefined' ? undefined : __CRITICAL_CSS__;

const EQUALS = 0x3d;
const QUOTE = 0x22;

/**
 * The distinct values of the class attributes (` class="…"`) in `bytes` from `from`, each by a hash of its bytes
 * (two 32-bit hashes in one safe integer: a clash among a page's few hundred values is out of reach), with
 * where it first is. The bytes are read as they are, not decoded: React escapes `"` in text and attribute
 * values, so ` class="` begins an attribute and the next `"` ends it.
 */
function classValues(bytes: Uint8Array, from: number): Map<number, [start: number, end: number]> {
  const values = new Map<number, [number, number]>();
  for (let at = bytes.indexOf(EQUALS, from); at >= 6; at = bytes.indexOf(EQUALS, at + 1)) {
    // `␠class="`, read backwards from the `=`.
    if (
      bytes[at + 1] !== QUOTE ||
      bytes[at - 1] !== 0x73 ||
      bytes[at - 2] !== 0x73 ||
      bytes[at - 3] !== 0x61 ||
      bytes[at - 4] !== 0x6c ||
      bytes[at - 5] !== 0x63 ||
      bytes[at - 6] !== 0x20
    )
      continue;
    const start = at + 2;
    const end = bytes.indexOf(QUOTE, start);
    if (end < 0) break;
    let fnv = 0x811c9dc5;
    let djb = 5381;
    for (let i = start; i < end; i += 1) {
      const byte = bytes[i]!;
      fnv = Math.imul(fnv ^ byte, 0x01000193);
      djb = Math.imul(djb, 33) ^ byte;
    }
    const hash = (fnv >>> 0) * 0x200000 + (djb & 0x1fffff);
    if (!values.has(hash)) values.set(hash, [start, end]);
    at = end;
  }
  return values;
}

/** The class names of class attribute values. */
function namesOf(values: Iterable<string>): Set<string> {
  const classes = new Set<string>();
  for (const value of values) for (const name of value.split(' ')) if (name) classes.add(name);
  return classes;
}

/** The class names of the class attributes found in `bytes` (classValues). */
function classesIn(bytes: Uint8Array, values: Map<number, [number, number]>): Set<string> {
  const decoder = new TextDecoder();
  return namesOf(Array.from(values.values(), ([start, end]) => decoder.decode(bytes.subarray(start, end))));
}

/** Every class name in the HTML's class attributes. */
export function pageClasses(html: string): Set<string> {
  const bytes = new TextEncoder().encode(html);
  return classesIn(bytes, classValues(bytes, 0));
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
 * the same few sets of class attribute values, so each isolate keeps the encoded element of the sets it saw
 * (keyed by the values' hashes), bounded like the frame markup; selecting and encoding it again is
 * about a tenth of a page's render.
 */
export const PAGE_STYLE_ENTRIES = 200;
/** And at most this many bytes of CSS in all. */
export const PAGE_STYLE_BYTES = 4_000_000;

const styles = new WeakMap<CriticalCssIndex, BoundedLru<Uint8Array>>();

/** The encoded `<style>` element for a page whose class attributes are `values` of `bytes` (a copy: streams may keep it). */
function styleElement(
  index: CriticalCssIndex,
  bytes: Uint8Array,
  values: Map<number, [number, number]>,
): Uint8Array {
  let kept = styles.get(index);
  if (!kept) {
    kept = new BoundedLru({
      maxSize: PAGE_STYLE_BYTES,
      maxEntries: PAGE_STYLE_ENTRIES,
      sizeOf: (b) => b.length,
    });
    styles.set(index, kept);
  }
  const key = Float64Array.from(values.keys()).sort().join();
  let element = kept.get(key);
  if (!element) {
    // `</` cannot occur in the rules (scripts/lib/critical-css.mjs refuses a stylesheet holding it): the
    // style element cannot be closed early.
    element = new TextEncoder().encode(`<style>${selectCss(index, classesIn(bytes, values))}</style>`);
    kept.set(key, element);
  }
  return element.slice();
}

/** What this isolate keeps of page styles (tests). */
export function pageStyleUsage(index: CriticalCssIndex): { entries: number; size: number } {
  return styles.get(index)?.usage ?? { entries: 0, size: 0 };
}

const HEAD_END = new TextEncoder().encode('</head>');

/** Where `</head>` begins in the bytes, or -1. */
function headEnd(bytes: Uint8Array): number {
  for (let at = bytes.indexOf(HEAD_END[0]!); at >= 0; at = bytes.indexOf(HEAD_END[0]!, at + 1)) {
    if (HEAD_END.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

const BODY_END = new TextEncoder().encode('</body></html>');

/** The chunks as one byte array. */
function joined(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * The whole HTML document `bytes` (React has written every part of the shell by then) with the page's CSS in a
 * `<style>` before `</head>` and `scripts` before the closing `</body></html>` (or at the end), as one byte
 * array, as injectBeforeClose (./scripts.ts) does for a page that links the stylesheet. The HTML stays as React
 * wrote it; what follows the head is read for its classes. Without `</head>`, no style is added.
 */
export function withCriticalCss(index: CriticalCssIndex, bytes: Uint8Array, scripts = ''): Uint8Array {
  const { length } = bytes;
  const closed =
    length >= BODY_END.length && BODY_END.every((byte, i) => bytes[length - BODY_END.length + i] === byte);
  const close = closed ? length - BODY_END.length : length;
  const at = headEnd(bytes);
  const parts: Uint8Array[] = [];
  if (at >= 0) parts.push(bytes.subarray(0, at), styleElement(index, bytes, classValues(bytes, at)));
  parts.push(bytes.subarray(Math.max(at, 0), close));
  if (scripts) parts.push(new TextEncoder().encode(scripts));
  if (closed) parts.push(bytes.subarray(close));
  return joined(
    parts,
    parts.reduce((sum, part) => sum + part.length, 0),
  );
}

/** The whole of a byte stream, as one byte array. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  return joined(chunks, length);
}

/** withCriticalCss as a stream: holds the whole HTML stream, then gives the document with its style and scripts. */
export function inlineCriticalCss(
  index: CriticalCssIndex,
  scripts: () => string = () => '',
): TransformStream<Uint8Array, Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  return new TransformStream({
    transform(chunk) {
      chunks.push(chunk);
      length += chunk.length;
    },
    flush(controller) {
      controller.enqueue(withCriticalCss(index, joined(chunks, length), scripts()));
    },
  });
}
