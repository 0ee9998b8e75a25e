import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { pageCacheKey } from '../cache/page-middleware/page-key';
import { readPage } from '../cache/page-middleware/page-store';
import { MIN_WRITE_INTERVAL_MS } from '../cache/throttle';
import { canonicalAddress } from '../site/canonical';

import { ageEntries, dropEntries, kv, recordingContext } from './harness';

// A page whose render swallowed an upstream failure (the survey API down, so the article's Data Lab filter
// form is missing) is served, but never stored as if healthy: not kept for a day of stale-if-error.
const app = createApp();
const origin = 'http://employer-au.localhost';
const path = '/hiring-advice/article/employer-brand-basics';
// The survey API "down": its queries sent to the content API, which answers them with GraphQL errors.
const surveyDown = { ...env, SURVEY_API: env.HYGRAPH_CONTENT_API };
const FORM = 'name="primaryDriver"'; // the Data Lab filter form's first field

async function get(bindings: typeof env) {
  const { ctx, settle } = recordingContext();
  const res = await app.request(`${origin}${path}`, {}, bindings, ctx);
  const html = await res.text();
  await settle();
  return { status: res.status, html, page: res.headers.get('x-page-cache') };
}

const storedPage = async () =>
  kv.get(await pageCacheKey(canonicalAddress(`${origin}${path}`, env.DEFAULT_HOST)));

describe('a page rendered while the survey API is down', () => {
  it('is served without the form but not stored; the healthy copy is what stale-if-error keeps', async () => {
    await dropEntries('content:survey_');
    await dropEntries('page:');
    const down = await get(surveyDown);
    expect(down.status).toBe(200);
    expect(down.html).not.toContain(FORM);
    expect(down.page).toBe('miss');
    expect(await storedPage()).toBeNull();
    expect((await get(surveyDown)).page).toBe('miss');

    await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS + 100));
    const healthy = await get(env);
    expect(healthy.html).toContain(FORM);
    const hit = await get(env);
    expect(hit.page).toBe('hit');
    expect(hit.html).toContain(FORM);

    // An hour later, with the survey down and its data gone: the healthy page is served, not a form-less one.
    await ageEntries('page:', 3600);
    await dropEntries('content:survey_');
    await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS + 100));
    const later = await get(surveyDown);
    expect(later.status).toBe(200);
    expect(later.page).toBe('stale');
    expect(later.html).toContain(FORM);
    const kept = await readPage(
      kv,
      await pageCacheKey(canonicalAddress(`${origin}${path}`, env.DEFAULT_HOST)),
    );
    const html = kept?.page.html;
    expect(typeof html === 'string' ? html : new TextDecoder().decode(html)).toContain(FORM);
  }, 60_000);
});
