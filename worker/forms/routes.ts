import { Hono, type Context, type MiddlewareHandler } from 'hono';

import { loadForm } from '../content/forms/load-form';
import type { AppEnv } from '../env';
import { siteLocale } from '../site/sites';

import { acceptSubmission, type FormLoader } from './accept';
import { readSubmission } from './body';

/** What a form slug may look like (the CMS's slugs). */
export const FORM_SLUG = /^[A-Za-z0-9][\w-]{0,127}$/;

/** Form answers are personal and each one is new: never stored by any cache. */
const noStore: MiddlewareHandler<AppEnv> = async function noStore(c, next) {
  await next();
  c.res.headers.set('cache-control', 'no-store');
};

/**
 * `POST /api/forms/{slug}`: a reader's answers to the CMS form `slug` of this site, as the island sends them
 * (JSON: values, language, sourcePage, recaptcha, idempotencyKey), taken by acceptSubmission (accept.ts).
 * Answers 202 `{ ok, id }` once queued (id: the submission id; the same for every post of one idempotency key,
 * which is queued once); 400 `{ error, fields }` (messages in the reader's language); 404 for an unknown form;
 * 413/415 for an oversized or non-JSON body; 429 with Retry-After past 5 submissions a minute from one client
 * to one form; 502 `{ error: 'Something Wrong' }` when the CMS or reCAPTCHA fails, 503 when the queue refuses.
 */
async function submit(c: Context<AppEnv>, load: FormLoader): Promise<Response> {
  const slug = c.req.param('slug') ?? '';
  // The address is not echoed (issue of error answers): only a slug of the allowed shape is named.
  if (!FORM_SLUG.test(slug))
    return c.json({ error: 'No such form: a form name is letters, digits, _ and -.' }, 404);
  const body = await readSubmission(c);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const { submission } = body;
  const site = c.get('site');
  if (submission.language && site.locales.some((l) => l.language === submission.language)) {
    c.set('language', submission.language);
    c.set('locale', siteLocale(site, submission.language));
  }
  const outcome = await acceptSubmission(c, slug, load, () => submission);
  switch (outcome.status) {
    case 'sent':
      return c.json({ ok: true, id: outcome.id }, 202);
    case 'invalid':
      return c.json({ error: 'Invalid submission', fields: outcome.fields }, 400);
    case 'missing':
      return c.json({ error: `No form: ${slug}` }, 404);
    case 'limited':
      c.header('retry-after', '60');
      return c.json({ error: outcome.message }, 429);
    case 'failed':
      return c.json({ error: outcome.message }, outcome.code);
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
