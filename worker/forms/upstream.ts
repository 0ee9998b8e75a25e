import * as v from 'valibot';

import type { UpstreamCall } from './payload';

/** A form post waits this long for wptApi before the reader is told 'Something Wrong'. */
export const FORM_TIMEOUT_MS = 8000;
/** The robot check's verification is quick or broken. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

/** Why a call failed: the service answered non-ok, or never answered (network, timeout). */
export class UpstreamError extends Error {
  constructor(
    readonly service: 'wptApi' | 'recaptcha',
    message: string,
    /** It did not answer within its time limit. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const upstreamIdSchema = v.object({ id: v.string() });

/**
 * Posts the submission to wptApi (spec §7): success is any ok status. Answers the id the service gave it,
 * when it gave one (the forms stand-in does).
 */
export async function postForm(base: string, call: UpstreamCall): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/$/, '')}/${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(call.payload),
      signal: AbortSignal.timeout(FORM_TIMEOUT_MS),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UpstreamError('wptApi', `POST ${call.path} failed: ${message}`, isTimeout(error));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new UpstreamError('wptApi', `POST ${call.path} answered ${response.status}: ${text.slice(0, 500)}`);
  }
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
  try {
    const response = await fetch(`${base.replace(/\/$/, '')}/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return v.parse(verdictSchema, await response.json()).success;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UpstreamError('recaptcha', `siteverify failed: ${message}`, isTimeout(error));
  }
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
