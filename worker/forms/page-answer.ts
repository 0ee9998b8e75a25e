import type { Context, MiddlewareHandler } from 'hono';

import type { FormView } from '../../model/form';
import { FORM_SLUG_FIELD, isSupported, type FormValues } from '../../model/rules/forms';
import { pathBypassReason } from '../cache/page-middleware/page-policy';
import { loadForm } from '../content/forms/load-form';
import type { AppEnv } from '../env';

import { acceptSubmission, type FormLoader, type SubmissionOutcome } from './accept';
import { MAX_FORM_BODY_BYTES, readCapped } from './body';
import { FORM_SLUG } from './routes';

/** The answers of a form posted as HTML sends them: text as given, a checkbox ticked or not, a group's ticks. */
function valuesOf(form: FormView, body: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const field of form.fields.filter(isSupported)) {
    if (field.kind === 'checkbox') values[field.key] = body.has(field.key);
    else if (field.kind === 'checkboxGroup') values[field.key] = body.getAll(field.key);
    else values[field.key] = body.get(field.key) ?? '';
  }
  return values;
}

/** The page's status for each outcome. */
function statusOf(outcome: Exclude<SubmissionOutcome, { status: 'missing' }>): number {
  if (outcome.status === 'failed') return outcome.code;
  return { sent: 200, invalid: 400, limited: 429 }[outcome.status];
}

const plain = (c: Context<AppEnv>, status: 400 | 404 | 413 | 415, text: string) => {
  c.header('cache-control', 'no-store');
  return c.text(text, status);
};

/**
 * A CMS form sent without script (spec §3 Form; CmsForm posts to its own page, `_form` naming the form): the
 * answers are taken exactly as the island's are (acceptSubmission: same rules, same outbox, the idempotency key
 * derived from the answers), then the page is rendered as for a GET with the answer in it: the confirmation,
 * or the messages in the page's language with the answers kept (status 200, 400, 429 or the failure's), never
 * stored by any cache. Other posts to pages get 415 (not a form) or 400 (no form named); an unknown form 404.
 */
export function formAnswerMiddleware(load: FormLoader = loadForm): MiddlewareHandler<AppEnv> {
  return async function formAnswer(c, next) {
    if (c.req.method !== 'POST' || pathBypassReason(c.req.path) === 'route') return next();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') {
      return plain(c, 415, 'Pages take forms only (Content-Type: application/x-www-form-urlencoded).');
    }
    const bytes = await readCapped(c.req.raw.body, MAX_FORM_BODY_BYTES);
    if (!bytes) return plain(c, 413, `A form must be at most ${MAX_FORM_BODY_BYTES} bytes.`);
    const body = new URLSearchParams(new TextDecoder().decode(bytes));
    const slug = body.get(FORM_SLUG_FIELD) ?? '';
    if (!FORM_SLUG.test(slug)) return plain(c, 400, 'The post names no form of this page.');
    let values: FormValues = {};
    const outcome = await acceptSubmission(c, slug, load, (form) => {
      values = valuesOf(form, body);
      return { values, sourcePage: c.req.path };
    });
    if (outcome.status === 'missing') return plain(c, 404, `No form: ${slug}`);
    c.set('formAnswer', {
      slug,
      status: outcome.status,
      values,
      fields: outcome.status === 'invalid' ? outcome.fields : {},
    });
    await next();
    if (c.res.status !== 200) return;
    // Hono copies the old response's headers onto a new one: the answer's own are set after.
    c.res = new Response(c.res.body, { status: statusOf(outcome), headers: c.res.headers });
    c.header('cache-control', 'private, no-store');
    if (outcome.status === 'limited') c.header('retry-after', '60');
  };
}
