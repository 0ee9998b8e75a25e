import * as v from 'valibot';

import { fetchUpstream, parseUpstream, readUpstreamJson, type UpstreamName } from '../upstreams/fetch';

/** A form post waits this long for its endpoint; then the outbox tries again later (worker/forms/outbox). */
export const FORM_TIMEOUT_MS = 8000;
/** The robot check's verification is quick or broken. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

export interface FormPost {
  upstream: Extract<UpstreamName, 'wptApi' | 'Sales platform'>;
  base: string;
  path: string;
  payload: Record<string, unknown>;
  /** The submission id: the endpoint keeps one copy per key, however often it is sent. */
  idempotencyKey: string;
}

/**
 * Posts one submission to its endpoint (spec §7: success is any ok status; the body is not part of the
 * contract). Throws UpstreamError when the service fails, refuses or is too slow.
 */
export async function postForm({ upstream, base, path, payload, idempotencyKey }: FormPost): Promise<void> {
  const response = await fetchUpstream(upstream, `${base.replace(/\/$/, '')}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(payload),
    timeoutMs: FORM_TIMEOUT_MS,
  });
  await response.body?.cancel();
}

const verdictSchema = v.object({ success: v.boolean(), hostname: v.optional(v.string()) });

/**
 * Asks reCAPTCHA whether the token is a human's on this site (Google's siteverify contract: form-encoded
 * secret and response, JSON verdict): `success`, and the `hostname` the token was solved on equal to
 * `hostname`, so a token solved on another site is refused. Throws UpstreamError when the service cannot say.
 */
export async function verifyRobotToken(
  base: string,
  secret: string,
  token: string,
  hostname: string,
  ip?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (ip) form.set('remoteip', ip);
  const response = await fetchUpstream('reCAPTCHA', `${base.replace(/\/$/, '')}/siteverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    timeoutMs: RECAPTCHA_TIMEOUT_MS,
  });
  const verdict = parseUpstream('reCAPTCHA', verdictSchema, await readUpstreamJson('reCAPTCHA', response));
  return verdict.success && verdict.hostname?.toLowerCase() === hostname.toLowerCase();
}
