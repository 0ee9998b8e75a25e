import * as v from 'valibot';

import { fetchUpstream, parseUpstream, readUpstreamJson } from '../upstreams/fetch';

import type { UpstreamCall } from './payload';

/** A form post waits this long for wptApi before the reader is told 'Something Wrong'. */
export const FORM_TIMEOUT_MS = 8000;
/** The robot check's verification is quick or broken. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

const upstreamIdSchema = v.object({ id: v.string() });

/**
 * Posts the submission to wptApi (spec §7): success is any ok status. Answers the id the service gave it,
 * when it gave one (the forms stand-in does). Throws UpstreamError when the service fails or is too slow.
 */
export async function postForm(base: string, call: UpstreamCall): Promise<string | null> {
  const response = await fetchUpstream('wptApi', `${base.replace(/\/$/, '')}/${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(call.payload),
    timeoutMs: FORM_TIMEOUT_MS,
  });
  const text = await response.text().catch(() => '');
  try {
    const parsed = v.safeParse(upstreamIdSchema, JSON.parse(text));
    return parsed.success ? parsed.output.id : null;
  } catch {
    return null; // the body is not part of the contract (spec §7 "only ok status used")
  }
}

const verdictSchema = v.object({ success: v.boolean() });

/**
 * Asks the reCAPTCHA service whether the token is a human's (Google's siteverify contract: form-encoded secret
 * and response, JSON verdict). Throws UpstreamError when the service cannot say.
 */
export async function verifyRobotToken(
  base: string,
  secret: string,
  token: string,
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
  return parseUpstream('reCAPTCHA', verdictSchema, await readUpstreamJson('reCAPTCHA', response)).success;
}
