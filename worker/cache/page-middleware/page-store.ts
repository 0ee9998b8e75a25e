import { storeIndexed, type CacheStore, type IndexedWrite } from '../store';

/** A rendered page as the page cache keeps it: its HTML is the KV value, the rest is the key's metadata. */
export interface StoredPage {
  status: 200;
  /** The build that rendered it (its script and stylesheet names): see assetBuild. */
  build: string;
  headers: [string, string][];
  /** The HTML: text when just rendered, bytes when read from KV or the hot tier. */
  html: string | ArrayBuffer;
  /** Its fresh window in seconds when its data keeps a shorter one than pages do (a share price quote). */
  freshSeconds?: number;
}

/** A page read from KV: the page, when its data was fetched (ms) and the CMS entries it shows. */
export interface KeptPage {
  page: StoredPage;
  storedAt: number;
  /** Undefined only for a page made without them (tests); a hot copy then counts any entry's purge. */
  entryIds: string[] | undefined;
  /** When its purge index rows were written (ms; ../entry-index.ts). */
  indexedAt?: number;
}

/**
 * The KV metadata of a page (at most KV's 1 024 bytes of JSON): format version, storedAt, build, fresh window,
 * and the headers and entry ids when they fit; when they do not, the value starts with `head` bytes of JSON
 * `{ h, ids }` before the HTML (a page showing many entries, whose cache-tag header lists them all).
 */
interface PageMetadata {
  v: 2;
  at: number;
  build: string;
  fresh?: number;
  ix?: number;
  h?: [string, string][];
  ids?: string[];
  head?: number;
}

/** The response header naming how the page cache answered (README "Performance"). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export type PageCacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';

/** KV's limit on a key's metadata, serialised as JSON. */
export const MAX_METADATA_BYTES = 1024;

// Per request or per hop, or set again on the way out: never replayed from the cache.
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'date', 'x-content-cache', PAGE_CACHE_HEADER]);

/** The headers of a response worth replaying with its stored copy. */
export function keptHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
}

const isPair = (pair: unknown): pair is [string, string] =>
  Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string';
const isPairs = (pairs: unknown): pairs is [string, string][] => Array.isArray(pairs) && pairs.every(isPair);
const isIds = (ids: unknown): ids is string[] =>
  Array.isArray(ids) && ids.every((id) => typeof id === 'string');

function isPageMetadata(metadata: unknown): metadata is PageMetadata {
  if (typeof metadata !== 'object' || metadata === null) return false;
  const m = metadata as Partial<PageMetadata>;
  return (
    m.v === 2 &&
    typeof m.at === 'number' &&
    typeof m.build === 'string' &&
    (m.fresh === undefined || typeof m.fresh === 'number') &&
    (m.ix === undefined || typeof m.ix === 'number') &&
    (m.head === undefined ? isPairs(m.h) && isIds(m.ids) : Number.isInteger(m.head) && m.head > 0)
  );
}

// The headers and ids kept at the start of the value, or undefined when they are not there.
function readHead(value: ArrayBuffer, head: number): { h: [string, string][]; ids: string[] } | undefined {
  if (head > value.byteLength) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(new Uint8Array(value, 0, head))) as unknown;
    const { h, ids } = (parsed ?? {}) as { h?: unknown; ids?: unknown };
    return isPairs(h) && isIds(ids) ? { h, ids } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a stored page with one KV read (the HTML as bytes, never parsed); undefined when absent or not a page
 * of this format (an envelope of the earlier JSON format, say: a miss, rewritten by the render).
 */
export async function readPage(kv: KVNamespace, key: string): Promise<KeptPage | undefined> {
  let stored: KVNamespaceGetWithMetadataResult<ArrayBuffer, unknown> | undefined;
  try {
    stored = await kv.getWithMetadata<unknown>(key, 'arrayBuffer');
  } catch {
    return undefined; // KV unavailable: rendered like a miss
  }
  if (!stored || stored.value === null || !isPageMetadata(stored.metadata)) return undefined;
  const { at, build, fresh, head, ix } = stored.metadata;
  const kept =
    head === undefined
      ? { h: stored.metadata.h ?? [], ids: stored.metadata.ids ?? [] }
      : readHead(stored.value, head);
  if (!kept) return undefined;
  const html = head === undefined ? stored.value : stored.value.slice(head);
  const page: StoredPage = { status: 200, build, headers: kept.h, html };
  if (fresh !== undefined) page.freshSeconds = fresh;
  return { page, storedAt: at, entryIds: kept.ids, ...(ix === undefined ? {} : { indexedAt: ix }) };
}

const encoder = new TextEncoder();
const metadataBytes = (metadata: PageMetadata) => encoder.encode(JSON.stringify(metadata)).byteLength;

/**
 * Stores a page under `key`: its HTML as the value, the rest as metadata, with the purge index of every
 * entry it shows (../store.ts), naming its canonical address `href` so a purge can render it again
 * (../page-warm/). Headers and entry ids that do not fit the metadata go before the HTML.
 */
export async function writePage(
  store: CacheStore,
  key: string,
  page: StoredPage & { html: string },
  stored: { storedAt: number; entryIds: readonly string[]; href?: string },
  previous: KeptPage | undefined,
  ttlSeconds: number,
  now = Date.now(),
): Promise<void> {
  const write = async ({ entryIds, options, indexedAt }: IndexedWrite) => {
    const base: PageMetadata = { v: 2, at: stored.storedAt, build: page.build, ix: indexedAt };
    if (page.freshSeconds !== undefined) base.fresh = page.freshSeconds;
    const whole: PageMetadata = { ...base, h: page.headers, ids: entryIds };
    if (metadataBytes(whole) <= MAX_METADATA_BYTES) {
      await store.kv.put(key, page.html, { ...options, metadata: whole });
      return;
    }
    const head = encoder.encode(JSON.stringify({ h: page.headers, ids: entryIds }));
    const html = encoder.encode(page.html);
    const value = new Uint8Array(head.byteLength + html.byteLength);
    value.set(head);
    value.set(html, head.byteLength);
    await store.kv.put(key, value, { ...options, metadata: { ...base, head: head.byteLength } });
  };
  const indexed = previous?.entryIds && { entryIds: previous.entryIds, indexedAt: previous.indexedAt };
  await storeIndexed(store, key, stored.entryIds, indexed, ttlSeconds, write, {
    now,
    href: stored.href,
    storedAt: stored.storedAt,
  });
}

/** The stored (or just rendered, shared) page as a response, marked with how it was served. */
export function pageResponse(page: StoredPage, status: Exclude<PageCacheStatus, 'bypass'>): Response {
  return new Response(page.html, {
    status: page.status,
    headers: [...page.headers, [PAGE_CACHE_HEADER, status]],
  });
}
