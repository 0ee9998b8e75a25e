import * as v from 'valibot';

import { readOnly } from '../../model/read-only';

/** What KV holds under a content key (DESIGN §4). */
export interface Envelope<T = unknown> {
  data: T;
  /** Milliseconds since the epoch. */
  storedAt: number;
  /** The CMS entries this response contains: purging any of them deletes it. */
  entryIds: string[];
  /** The name of the data's shape (the query document's hash): another build's shape is never served. */
  shape?: string;
  /** When its purge index rows were written (ms; entry-index.ts): renewed only when due or changed. */
  indexedAt?: number;
}

const envelopeSchema = v.object({
  data: v.unknown(),
  storedAt: v.number(),
  entryIds: v.array(v.string()),
  shape: v.optional(v.string()),
  indexedAt: v.optional(v.number()),
});

/**
 * An envelope from its stored JSON, read-only to its core (it may be shared by every render of the isolate:
 * hot-data.ts); undefined when it is not one.
 */
export function parseEnvelope<T>(text: string | null | undefined): Envelope<T> | undefined {
  if (!text) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(envelopeSchema, stored);
  return result.success ? readOnly(result.output as Envelope<T>) : undefined;
}

/** The stored JSON of `key`; undefined when the key is absent or the read fails (treated as a miss). */
export async function readEnvelopeText(kv: KVNamespace, key: string): Promise<string | undefined> {
  return (await kv.get(key, 'text').catch(() => null)) ?? undefined;
}

/** Reads an envelope; undefined when the key is absent or holds something else (treated as a miss). */
export async function readEnvelope<T>(kv: KVNamespace, key: string): Promise<Envelope<T> | undefined> {
  return parseEnvelope<T>(await readEnvelopeText(kv, key));
}
