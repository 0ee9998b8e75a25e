import * as v from 'valibot';

import { readEnvelope, type Envelope } from '../envelope';
import { storeEnvelope } from '../store';

/** A rendered page as the page cache keeps it, inside the data cache's envelope (see envelope.ts). */
export interface StoredPage {
  status: 200;
  /** The build that rendered it (its script and stylesheet names): see assetBuild. */
  build: string;
  headers: [string, string][];
  html: string;
  /** Its fresh window in seconds when its data keeps a shorter one than pages do (a share price quote). */
  freshSeconds?: number;
}

const storedPageSchema = v.object({
  status: v.literal(200),
  build: v.string(),
  headers: v.array(v.tuple([v.string(), v.string()])),
  html: v.string(),
  freshSeconds: v.optional(v.number()),
});

// Per request or per hop, or set again on the way out: never replayed from the cache.
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'date', 'x-content-cache', 'x-page-cache']);

/** The headers of a response worth replaying with its stored copy. */
export function keptHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
}

/** Reads a stored page; undefined when absent or not a page envelope (treated as a miss). */
export async function readPage(kv: KVNamespace, key: string): Promise<Envelope<StoredPage> | undefined> {
  const envelope = await readEnvelope<unknown>(kv, key);
  if (!envelope || !v.is(storedPageSchema, envelope.data)) return undefined;
  return envelope as Envelope<StoredPage>;
}

/** Stores a page under `key` with the purge index of every entry it shows (store.ts). */
export function writePage(
  kv: KVNamespace,
  key: string,
  envelope: Envelope<StoredPage>,
  previousEntryIds: readonly string[],
  ttlSeconds: number,
): Promise<void> {
  return storeEnvelope(kv, key, envelope, previousEntryIds, ttlSeconds);
}

/** The stored (or just rendered, shared) page as a response, marked with how it was served. */
export function pageResponse(page: StoredPage, status: 'hit' | 'stale' | 'miss'): Response {
  const headers = new Headers(page.headers);
  headers.set('x-page-cache', status);
  return new Response(page.html, { status: page.status, headers });
}
