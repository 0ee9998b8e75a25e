import { parseEnvelope, readEnvelopeText, type Envelope } from './envelope';
import { keepHotData, recallHotData } from './hot-data';

export interface KeptCopyOptions {
  /** The name of the data's shape: a copy of another shape is never answered (read.ts). */
  shape?: string;
  /** How long an envelope read from KV is answered from this isolate's memory (hot-data.ts); 0: never. */
  hotSeconds?: number;
  /** A copy older than this is not answered. Default 86 400 (spec §9 stale-if-error). */
  staleIfErrorSeconds?: number;
  now?: () => number;
}

/**
 * The envelope of `key` as kept, whatever its shape and age: from the isolate's hot tier while it is hot there
 * (`hotSeconds` > 0), else from KV (and then kept hot).
 */
export async function readKeptEnvelope<T>(
  kv: KVNamespace,
  key: string,
  hotSeconds: number,
  now: () => number,
): Promise<Envelope<T> | undefined> {
  if (hotSeconds > 0) {
    const envelope = recallHotData<T>(key, now(), hotSeconds);
    if (envelope) return envelope;
  }
  const text = await readEnvelopeText(kv, key);
  const envelope = parseEnvelope<T>(text);
  if (hotSeconds > 0 && text && envelope) keepHotData(key, envelope, text.length, now());
  return envelope;
}

/**
 * The copy of `key` the cache keeps (the isolate's hot tier, else KV), fresh, stale or within the
 * stale-if-error window; undefined when none of this shape is kept. It never calls the upstream, starts no
 * refresh and joins no other request's call (cachedRead does all three), so it answers at once whatever state
 * the upstream is in: what a page shows when the CMS cannot help (render/unavailable.tsx).
 */
export async function readKeptCopy<T>(
  kv: KVNamespace,
  key: string,
  { shape, hotSeconds = 0, staleIfErrorSeconds = 86_400, now = Date.now }: KeptCopyOptions = {},
): Promise<Envelope<T> | undefined> {
  const envelope = await readKeptEnvelope<T>(kv, key, hotSeconds, now);
  if (!envelope || envelope.shape !== shape) return undefined;
  return now() - envelope.storedAt < staleIfErrorSeconds * 1000 ? envelope : undefined;
}
