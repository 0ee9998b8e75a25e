import { sha256Hex } from './keys';

/**
 * The webhook's replay window: a delivery's signature is remembered (this isolate, and KV for the others)
 * for REPLAY_WINDOW_SECONDS, longer than the signature's own validity (webhook-signature.ts), so a captured
 * delivery can be played again neither while its timestamp is accepted nor after.
 */
export const WEBHOOK_SEEN_PREFIX = 'webhook-seen:';
export const REPLAY_WINDOW_SECONDS = 600;

const seenHere = new Map<string, number>();

/** Whether a delivery with this signature was already accepted within the window. */
export async function seenBefore(kv: KVNamespace, signature: string, now = Date.now()): Promise<boolean> {
  const key = WEBHOOK_SEEN_PREFIX + (await sha256Hex(signature));
  const at = seenHere.get(key);
  if (at !== undefined && now - at < REPLAY_WINDOW_SECONDS * 1000) return true;
  return (await kv.get(key)) !== null;
}

/** Remembers an accepted delivery's signature for the window. */
export async function rememberDelivery(kv: KVNamespace, signature: string, now = Date.now()): Promise<void> {
  const key = WEBHOOK_SEEN_PREFIX + (await sha256Hex(signature));
  seenHere.set(key, now);
  if (seenHere.size > 10_000) {
    for (const [name, at] of seenHere) if (now - at >= REPLAY_WINDOW_SECONDS * 1000) seenHere.delete(name);
  }
  await kv.put(key, String(now), { expirationTtl: REPLAY_WINDOW_SECONDS });
}
