import type { FormValues } from '../../model/rules/forms';

/** What a client may choose as a submission's idempotency key. */
export const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;

/** The window in which the same answers to the same form, sent without a key, are one submission. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The idempotency key of a submission whose client chose none (a form sent without script): its answers
 * (text trimmed, keys in order) and the DERIVED_KEY_WINDOW_MS window it arrived in, hashed. A reload that posts
 * the form again, or a double press, within the window is the same submission; the form and site are part of
 * where the key is kept (outbox/enqueue.ts). Two sends straddling the window's end are two submissions.
 */
export async function derivedIdempotencyKey(values: FormValues, now: number): Promise<string> {
  const answers = Object.keys(values)
    .sort()
    .map((key) => {
      const value = values[key]!;
      return [key, typeof value === 'string' ? value.trim() : value];
    });
  const text = JSON.stringify([Math.floor(now / DERIVED_KEY_WINDOW_MS), answers]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `derived-${[...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 40)}`;
}
