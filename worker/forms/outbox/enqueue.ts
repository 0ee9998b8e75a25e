import type { UpstreamCall } from '../payload';

import type { OutboxMessage } from './message';
import type { KeyedEnqueue } from './submission-keys';

/** Where a submission's idempotency key lives: its site, its form and the key the client chose. */
export interface SubmissionKey {
  site: string;
  slug: string;
  key: string;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The submission id of a key: a UUID made from its SHA-256, the same in every isolate, so even a message queued
 * twice (an object lost between queueing and remembering) reaches the endpoint under one Idempotency-Key.
 */
export async function submissionId({ site, slug, key }: SubmissionKey): Promise<string> {
  const digest = hex(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${site}\n${slug}\n${key}`)),
  );
  // RFC 9562 version 8 (custom), variant 10.
  const variant = ((parseInt(digest[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-8${digest.slice(13, 16)}-${variant}${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
}

/**
 * Puts an accepted submission on the `form-submissions` queue once per idempotency key, through the key's
 * Durable Object (submission-keys.ts): `{ id, duplicate }`, the id the first post of the key was given; null
 * when the queue (or the object) refuses it (the reader is then told 'Something Wrong' and keeps the answers).
 */
export async function enqueueSubmission(
  env: Pick<Env, 'FORM_SUBMISSION_KEYS'>,
  key: SubmissionKey,
  call: UpstreamCall,
): Promise<KeyedEnqueue | null> {
  const message: OutboxMessage = {
    id: await submissionId(key),
    target: call.target,
    path: call.path,
    payload: call.payload,
    slug: key.slug,
    acceptedAt: new Date().toISOString(),
  };
  try {
    const keys = env.FORM_SUBMISSION_KEYS;
    return await keys.get(keys.idFromName(`${key.site}\n${key.slug}\n${key.key}`)).enqueueOnce(message);
  } catch (error) {
    console.error('Form outbox unavailable', key.slug, error instanceof Error ? error.message : error);
    return null;
  }
}
