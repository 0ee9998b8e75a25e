import type { FormValues } from '../../../model/rules/forms';

/** Where a form is sent: the Worker, which checks it again and passes it on (worker/forms). */
export const formAction = (slug: string) => `/api/forms/${encodeURIComponent(slug)}`;

export interface Submission {
  values: FormValues;
  language: string;
  /** The page the form was sent from (spec §7 sourcePage). */
  sourcePage: string;
  /** The robot check's token, for forms that need one. */
  recaptcha?: string;
  /** One per form fill: the Worker delivers every post of it once. */
  idempotencyKey: string;
}

/**
 * sent: accepted. invalid: the Worker refused some fields (its messages by field key). robot: the robot check
 * failed. limited: sent too often (429). failed: anything else, network failure included (spec §8 'Something Wrong').
 */
export type SubmitResult =
  | { status: 'sent' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'robot' }
  | { status: 'limited' }
  | { status: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sends the form to the Worker as JSON and reads its answer. */
export async function submitForm(slug: string, submission: Submission): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(formAction(slug), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(submission),
      credentials: 'same-origin',
    });
  } catch {
    return { status: 'failed' };
  }
  if (response.ok) return { status: 'sent' };
  if (response.status === 429) return { status: 'limited' };
  if (response.status !== 400) return { status: 'failed' };
  const body: unknown = await response.json().catch(() => null);
  const fields = isRecord(body) && isRecord(body.fields) ? body.fields : {};
  if ('recaptcha' in fields) return { status: 'robot' };
  const messages = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return Object.keys(messages).length > 0 ? { status: 'invalid', fields: messages } : { status: 'failed' };
}
