import type { Context } from 'hono';

import type { FormView } from '../../model/form';
import { checkForm, needsRobotCheck } from '../../model/rules/forms';
import type { AppEnv } from '../env';
import { sharedSecret } from '../secrets/shared-secrets';
import { UpstreamError } from '../upstreams/fetch';

import type { Submission } from './body';
import { derivedIdempotencyKey } from './idempotency';
import { formTexts } from './messages';
import { enqueueSubmission } from './outbox/enqueue';
import { upstreamCall } from './payload';
import { withinFormRateLimit } from './rate-limit';
import { verifyRobotToken } from './upstream';

/** Reads a form by slug: the form, null when the site has none, undefined when the CMS cannot say. */
export type FormLoader = (c: Context<AppEnv>, slug: string) => Promise<FormView | null>;

/**
 * What became of a submission. sent: queued (or an earlier post of its key was: `duplicate`); invalid: the
 * messages by field key (`recaptcha` for the robot check), in the reader's language; missing: no such form;
 * limited: past the rate limit; failed: the HTTP status and 'Something Wrong'.
 */
export type SubmissionOutcome =
  | { status: 'sent'; id: string; duplicate: boolean }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'missing' }
  | { status: 'limited'; message: string }
  | { status: 'failed'; code: 500 | 502 | 503 | 504; message: string };

/** The page the form was sent from: as the client says, else the Referer's path on this host, else '/'. */
function sourcePageOf(c: Context<AppEnv>, submission: Submission): string {
  if (submission.sourcePage) return submission.sourcePage;
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    if (referer.host === new URL(c.req.url).host) return referer.pathname;
  } catch {
    // no usable Referer
  }
  return '/';
}

/**
 * Takes a reader's answers to the CMS form `slug` of this site (spec §3 Form, §5, §7), however they were sent
 * (the island's JSON, or a form posted without script): within the rate limit, checked again with the island's
 * rules (model/rules/forms.ts) against the form as the CMS has it (`read` turns the request into a submission once
 * the form is known), the robot check verified with reCAPTCHA for the forms that need it, then put on the
 * `form-submissions` queue once per idempotency key (outbox/enqueue.ts), whose consumer delivers it.
 */
export async function acceptSubmission(
  c: Context<AppEnv>,
  slug: string,
  load: FormLoader,
  read: (form: FormView) => Submission,
): Promise<SubmissionOutcome> {
  const texts = await formTexts(c.get('language'));
  const failed = (code: 500 | 502 | 503 | 504) =>
    ({ status: 'failed', code, message: texts.somethingWrong }) as const;
  if (!(await withinFormRateLimit(c, slug))) return { status: 'limited', message: texts.tooMany };
  const form = await load(c, slug).catch((error: unknown) => {
    console.error('Form query failed', slug, error instanceof Error ? error.message : error);
    return undefined;
  });
  if (form === undefined) return failed(502);
  if (form === null) return { status: 'missing' };
  const submission = read(form);
  const fields: Record<string, string> = {};
  for (const [key, error] of Object.entries(checkForm(form.fields, submission.values))) {
    fields[key] = texts.field(error);
  }
  const robot = needsRobotCheck(form.kind);
  if (robot && !submission.recaptcha) fields.recaptcha = texts.robot(form.kind);
  if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
  try {
    if (robot) {
      const recaptchaSecret = await sharedSecret(c.env, 'RECAPTCHA_SECRET');
      // No secret, no robot check: the form is refused as when reCAPTCHA fails.
      if (!recaptchaSecret) return failed(502);
      const human = await verifyRobotToken(
        c.env.RECAPTCHA_API,
        recaptchaSecret,
        submission.recaptcha ?? '',
        new URL(c.req.url).hostname,
        c.req.header('cf-connecting-ip'),
      );
      if (!human) return { status: 'invalid', fields: { recaptcha: texts.robot(form.kind) } };
    }
    const site = c.get('site');
    const call = upstreamCall({
      form,
      values: submission.values,
      site,
      sourcePage: sourcePageOf(c, submission),
      recaptcha: submission.recaptcha,
      now: new Date(),
      locale: c.get('locale').locale,
      origin: new URL(c.req.url).origin,
      saraTo: c.env.SARA_ENQUIRY_TO,
    });
    const key = submission.idempotencyKey ?? (await derivedIdempotencyKey(submission.values, Date.now()));
    const queued = await enqueueSubmission(c.env, { site: site.name, slug, key }, call);
    if (!queued) return failed(503);
    return { status: 'sent', ...queued };
  } catch (error) {
    if (error instanceof UpstreamError) {
      console.error('Form not checked', slug, error.message);
      return failed(error.timedOut ? 504 : 502);
    }
    // The CMS form cannot be sent as it is (payload.ts says why): ours to fix, not the reader's.
    console.error('Form cannot be sent', slug, error instanceof Error ? error.message : error);
    return failed(500);
  }
}
