import { Hono, type Context, type MiddlewareHandler } from 'hono';

import type { FormView } from '../../model/form';
import { checkForm, needsRobotCheck } from '../../ui/forms/rules';
import { loadForm } from '../content/forms/load-form';
import type { AppEnv } from '../env';
import { sharedSecret } from '../secrets/shared-secrets';
import { siteLocale } from '../site/sites';
import { UpstreamError } from '../upstreams/fetch';

import { readSubmission, type Submission } from './body';
import { formTexts } from './messages';
import { enqueueSubmission } from './outbox/enqueue';
import { upstreamCall } from './payload';
import { withinFormRateLimit } from './rate-limit';
import { verifyRobotToken } from './upstream';

const SLUG = /^[A-Za-z0-9][\w-]{0,127}$/;

type FormLoader = (c: Context<AppEnv>, slug: string) => Promise<FormView | null>;

/** Form answers are personal and each one is new: never stored by any cache. */
const noStore: MiddlewareHandler<AppEnv> = async function noStore(c, next) {
  await next();
  c.res.headers.set('cache-control', 'no-store');
};

/** The page the form was sent from: as the island says, else the Referer's path on this host, else '/'. */
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
 * `POST /api/forms/{slug}`: a reader's answers to the CMS form `slug` of this site (spec §3 Form, §7 wptApi).
 * Checked again here with the island's rules (ui/forms/rules.ts) against the form as the CMS has it; forms other
 * than the subscription need a robot-check token, verified with reCAPTCHA's siteverify; then put on the
 * `form-submissions` queue (the outbox), whose consumer posts it to its endpoint and retries until it is taken.
 * Answers 202 `{ ok, id }` once queued (id: the submission id, the idempotency key); 400 `{ error, fields }`
 * (messages in the reader's language); 404 for an unknown form; 413/415 for an oversized or non-JSON body;
 * 429 with Retry-After past 5 submissions a minute from one client to one form;
 * 502 `{ error: 'Something Wrong' }` when the CMS or reCAPTCHA fails, 503 when the queue refuses.
 */
async function submit(c: Context<AppEnv>, load: FormLoader): Promise<Response> {
  const slug = c.req.param('slug') ?? '';
  // The address is not echoed (issue of error answers): only a slug of the allowed shape is named.
  if (!SLUG.test(slug))
    return c.json({ error: 'No such form: a form name is letters, digits, _ and -.' }, 404);
  const body = await readSubmission(c);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const { submission } = body;
  const site = c.get('site');
  if (submission.language && site.locales.some((l) => l.language === submission.language)) {
    c.set('language', submission.language);
    c.set('locale', siteLocale(site, submission.language));
  }
  const texts = await formTexts(c.get('language'));
  if (!(await withinFormRateLimit(c, slug))) {
    c.header('retry-after', '60');
    return c.json({ error: texts.tooMany }, 429);
  }

  const form = await load(c, slug).catch((error: unknown) => {
    console.error('Form query failed', slug, error instanceof Error ? error.message : error);
    return undefined;
  });
  if (form === undefined) return c.json({ error: texts.somethingWrong }, 502);
  if (form === null) return c.json({ error: `No form: ${slug}` }, 404);

  const { kind } = form;
  const fields: Record<string, string> = {};
  for (const [key, error] of Object.entries(checkForm(form.fields, submission.values))) {
    fields[key] = texts.field(error);
  }
  const robot = needsRobotCheck(kind);
  if (robot && !submission.recaptcha) fields.recaptcha = texts.robot(kind);
  if (Object.keys(fields).length > 0) return c.json({ error: 'Invalid submission', fields }, 400);

  try {
    if (robot) {
      const recaptchaSecret = await sharedSecret(c.env, 'RECAPTCHA_SECRET');
      // No secret, no robot check: the form is refused as when reCAPTCHA fails.
      if (!recaptchaSecret) return c.json({ error: texts.somethingWrong }, 502);
      const human = await verifyRobotToken(
        c.env.RECAPTCHA_API,
        recaptchaSecret,
        submission.recaptcha ?? '',
        new URL(c.req.url).hostname,
        c.req.header('cf-connecting-ip'),
      );
      if (!human)
        return c.json({ error: 'Invalid submission', fields: { recaptcha: texts.robot(kind) } }, 400);
    }
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
    const id = await enqueueSubmission(c.env.FORM_QUEUE, slug, call);
    if (!id) return c.json({ error: texts.somethingWrong }, 503);
    return c.json({ ok: true, id }, 202);
  } catch (error) {
    if (error instanceof UpstreamError) {
      console.error('Form not checked', slug, error.message);
      return c.json({ error: texts.somethingWrong }, error.timedOut ? 504 : 502);
    }
    // The CMS form cannot be sent as it is (payload.ts says why): ours to fix, not the reader's.
    console.error('Form cannot be sent', slug, error instanceof Error ? error.message : error);
    return c.json({ error: texts.somethingWrong }, 500);
  }
}

/** The form endpoint under /api; `load` reads a form by slug (tests hand in forms the corpus lacks). */
export function createFormRoutes(load: FormLoader = loadForm) {
  return new Hono<AppEnv>()
    .use('/forms/*', noStore)
    .post('/forms/:slug', (c) => submit(c, load))
    .all('/forms/:slug', (c) => {
      c.header('allow', 'POST');
      return c.json({ error: 'Send the form with POST.' }, 405);
    });
}

/** Mounted under /api by worker/app.ts. */
export const formRoutes = createFormRoutes();
