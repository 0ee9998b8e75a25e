/**
 * CMS data the content cache gives out is read-only to its core and, while it is hot in the isolate, the very
 * same object for every render (worker/cache/hot-data.ts). So what is derived from such data alone can be
 * remembered by the data's identity, in a WeakMap that goes with the data, instead of being derived again on
 * every request. Data that is not read-only (a fresh upstream answer, a draft) is derived every time.
 */

/** `value` and everything in it made read-only (plain data: objects, arrays, primitives); `value` itself. */
export function readOnly<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) readOnly(member);
  }
  return value;
}

/**
 * A store of what is derived from read-only data: `derived(data, variant, derive)` is `derive()` remembered per
 * read-only `data` and `variant`, where `variant` names every other input of `derive` (a language, the asset
 * host). What it gives for read-only data is made read-only too, as every caller shares it; for data that can
 * still change (a fresh answer, a draft) it is `derive()`.
 */
export function derivedStore<R>(): (data: unknown, variant: string, derive: () => R) => R {
  const remembered = new WeakMap<object, Map<string, R>>();
  return (data, variant, derive) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return derive();
    let byVariant = remembered.get(data);
    if (!byVariant) remembered.set(data, (byVariant = new Map()));
    if (!byVariant.has(variant)) byVariant.set(variant, readOnly(derive()));
    return byVariant.get(variant) as R;
  };
}

const jsonTexts = new WeakMap<object, string>();

/** What JSON.stringify leaves out of an object and writes as null in an array. */
const unwritten = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * `value` as JSON.stringify writes it, the text of each read-only object in it written once per isolate: a key
 * made of a page's data costs little when that data is what the cache shares, even inside the new objects and
 * arrays a request puts around it (a page's props).
 */
export function jsonText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Object.isFrozen(value)) {
    let text = jsonTexts.get(value);
    if (text === undefined) jsonTexts.set(value, (text = JSON.stringify(value)));
    return text;
  }
  if (Array.isArray(value))
    return `[${value.map((item: unknown) => (unwritten(item) ? 'null' : jsonText(item))).join(',')}]`;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in value)
    return JSON.stringify(value);
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (!unwritten(item)) members.push(`${JSON.stringify(key)}:${jsonText(item)}`);
  }
  return `{${members.join(',')}}`;
}
