import { storeIndexed } from '../store';

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
  /** Undefined when too many to sit in the metadata: then under `pageIdsKey(key)` (read only to rewrite). */
  entryIds: string[] | undefined;
}

/**
 * The KV metadata of a page (at most KV's 1 024 bytes of JSON): format version, storedAt, build, headers,
 * fresh window, and the entry ids when they fit.
 */
interface PageMetadata {
  v: 2;
  at: number;
  build: string;
  h: [string, string][];
  fresh?: number;
  ids?: string[];
}

/** KV's limit on a key's metadata, serialised as JSON. */
export const MAX_METADATA_BYTES = 1024;

// Per request or per hop, or set again on the way out: never replayed from the cache.
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'date', 'x-content-cache', 'x-page-cache']);

/** The headers of a response worth replaying with its stored copy. */
export function keptHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
}

/** Where the entry ids of a page whose metadata could not hold them are kept. */
export const pageIdsKey = (key: string) => `page-ids:${key}`;

const isPair = (pair: unknown): pair is [string, string] =>
  Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string';

function isPageMetadata(metadata: unknown): metadata is PageMetadata {
  if (typeof metadata !== 'object' || metadata === null) return false;
  const m = metadata as Partial<PageMetadata>;
  return (
    m.v === 2 &&
    typeof m.at === 'number' &&
    typeof m.build === 'string' &&
    Array.isArray(m.h) &&
    m.h.every(isPair) &&
    (m.fresh === undefined || typeof m.fresh === 'number') &&
    (m.ids === undefined || (Array.isArray(m.ids) && m.ids.every((id) => typeof id === 'string')))
  );
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
  const { at, build, h, fresh, ids } = stored.metadata;
  const page: StoredPage = { status: 200, build, headers: h, html: stored.value };
  if (fresh !== undefined) page.freshSeconds = fresh;
  return { page, storedAt: at, entryIds: ids };
}

// The entry ids a kept page shows, from its metadata or the key beside it.
async function keptEntryIds(kv: KVNamespace, key: string, kept: KeptPage | undefined): Promise<string[]> {
  if (!kept) return [];
  if (kept.entryIds) return kept.entryIds;
  const ids = await kv.get<unknown>(pageIdsKey(key), 'json').catch(() => null);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

const metadataBytes = (metadata: PageMetadata) =>
  new TextEncoder().encode(JSON.stringify(metadata)).byteLength;

/**
 * Stores a page under `key`: its HTML as the value, the rest as metadata, with the purge index of every
 * entry it shows (store.ts). Entry ids that do not fit the metadata go to `pageIdsKey(key)`, written first.
 */
export async function writePage(
  kv: KVNamespace,
  key: string,
  page: StoredPage & { html: string },
  stored: { storedAt: number; entryIds: readonly string[] },
  previous: KeptPage | undefined,
  ttlSeconds: number,
): Promise<void> {
  const previousIds = await keptEntryIds(kv, key, previous);
  await storeIndexed(kv, key, stored.entryIds, previousIds, ttlSeconds, async (entryIds, options) => {
    const metadata: PageMetadata = { v: 2, at: stored.storedAt, build: page.build, h: page.headers };
    if (page.freshSeconds !== undefined) metadata.fresh = page.freshSeconds;
    if (metadataBytes(metadata) > MAX_METADATA_BYTES)
      throw new Error(`page metadata over ${MAX_METADATA_BYTES} bytes (headers)`);
    if (metadataBytes({ ...metadata, ids: entryIds }) <= MAX_METADATA_BYTES) metadata.ids = entryIds;
    else await kv.put(pageIdsKey(key), JSON.stringify(entryIds), options);
    await kv.put(key, page.html, { ...options, metadata });
  });
}

/** The stored (or just rendered, shared) page as a response, marked with how it was served. */
export function pageResponse(page: StoredPage, status: 'hit' | 'stale' | 'miss'): Response {
  return new Response(page.html, {
    status: page.status,
    headers: [...page.headers, ['x-page-cache', status]],
  });
}
