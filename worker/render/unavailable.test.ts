import { env } from 'cloudflare:test';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { forgetHotData } from '../cache/hot-data';
import { MIN_WRITE_INTERVAL_MS } from '../cache/throttle';
import { contentCircuitName, ContentError, createContentClient } from '../content/client';
import { HttpError } from '../errors';
import { circuitOpenFor, resetCircuits } from '../upstreams/circuit';
import { UpstreamError } from '../upstreams/fetch';

import { isUpstreamOutage, RETRY_AFTER_SECONDS } from './upstream-outage';

// What graphql-request throws for an answer of `status` with GraphQL `errors`, and the client's ContentError.
const answered = (status: number, message: string) =>
  new ContentError(message, {
    status,
    cause: new ClientError(
      { status, headers: new Headers(), body: '', errors: [new GraphQLError(message)] },
      { query: '{ pages { id } }' },
    ),
  });
const refused = new ContentError('the content service failed moments ago', { status: 503 });
const timedOut = new ContentError('the content service did not answer in time', { timedOut: true });
const getPageError = (cause: unknown) =>
  new HttpError(500, `getPage Error: ${String(cause)}`, undefined, { cause });

describe('isUpstreamOutage', () => {
  it.each([
    ['the circuit breaker refusing the CMS', refused],
    ['a CMS timeout', timedOut],
    ['the CMS unreachable', new ContentError('network connection lost')],
    ['a 5xx of the CMS', answered(502, 'Bad gateway')],
    ['GraphQL errors in an HTTP 200 answer', answered(200, 'Internal server error')],
    ['a loader’s getPage Error wrapping a CMS failure', getPageError(refused)],
    ['another service timing out', new UpstreamError('Search API', 'timed out', { timedOut: true })],
    ['another service answering 503', new UpstreamError('Video API', 'answered 503', { status: 503 })],
  ])('is true for %s', (_, error) => {
    expect(isUpstreamOutage(error)).toBe(true);
  });

  it.each([
    ['an error of the site’s own code', new TypeError('x is undefined')],
    ['a query the CMS refuses as malformed (400)', answered(400, 'Syntax error')],
    [
      'GraphQL errors of the query’s own making (200)',
      answered(200, 'Cannot query field "x" on type "Page".'),
    ],
    ['a getPage Error wrapping the site’s own error', getPageError(new Error('unexpected shape'))],
    ['a 404', new HttpError(404, 'Not found: x', 'x')],
    ['a service refusing the call (400)', new UpstreamError('wptApi', 'answered 400', { status: 400 })],
    ['something not an Error', 'kaput'],
  ])('is false for %s', (_, error) => {
    expect(isUpstreamOutage(error)).toBe(false);
  });
});

const app = createApp();
app.get('/site-bug', () => {
  throw new TypeError('x is undefined');
});
app.get('/cms-refused', () => {
  throw getPageError(refused);
});
app.get('/cms-errors', () => {
  throw answered(200, 'Internal server error');
});

const get = async (path: string, bindings: typeof env = env) => {
  const res = await app.request(`http://candidate-au.localhost${path}`, {}, bindings);
  return { res, html: await res.text() };
};
const mainNavigation = '<nav aria-label="Main navigation">';

afterEach(() => {
  vi.restoreAllMocks();
  resetCircuits();
});

describe('the error page', () => {
  it('stays the 500 Oops! page for an error of the site itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, html } = await get('/site-bug');
    expect(res.status).toBe(500);
    expect(res.headers.has('retry-after')).toBe(false);
    expect(html).toContain('Oops!');
    expect(html).toContain('Internal error');
    expect(html).toContain('data-route-error="500 Internal error"');
    expect(html).not.toContain('This page is unavailable right now');
  });

  it.each(['/cms-refused', '/cms-errors'])(
    'is the 503 page, reported and never stored, when %s kept the page from rendering',
    async (path) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { res, html } = await get(path);
      expect(res.status).toBe(503);
      // This isolate's circuit for the CMS is closed: the default.
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-page-cache')).toBe('miss');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<title>This page is unavailable right now | SEEK</title>');
      expect(html).toContain('data-route-error="503 Service unavailable"');
      expect(html).not.toContain('Oops!');
      expect(logged).toHaveBeenCalled();
    },
  );
});

describe('the 503 page’s frame and Retry-After', () => {
  it('wears only the section data the cache keeps: it never asks the CMS, even a healthy one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sections = async () => (await env.CONTENT_CACHE.list({ prefix: 'content:GetSections:' })).keys;
    await Promise.all((await sections()).map(({ name }) => env.CONTENT_CACHE.delete(name)));
    forgetHotData();
    const bare = await get('/cms-refused');
    expect(bare.res.status).toBe(503);
    expect(bare.html).not.toContain(mainNavigation);
    expect(bare.html).toContain('data-island="SearchBox"');
    // A page rendered while the CMS answers keeps the section data (KV takes a key once a second, and the
    // error page of the test before stored it); the next 503 page wears it.
    await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS + 100));
    expect((await get('/career-advice/article/how-to-write-a-resume')).res.status).toBe(200);
    await vi.waitFor(async () => expect(await sections()).not.toEqual([]));
    const framed = await get('/cms-refused');
    expect(framed.res.status).toBe(503);
    expect(framed.html).toContain(mainNavigation);
  });

  it('says to retry when this isolate’s circuit breaker lets the CMS be called again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = 'http://127.0.0.1:9/graphql';
    const cms = createContentClient({ endpoint: unreachable, token: '' });
    for (let call = 0; call < 3; call += 1) await cms.request('{ pages { id } }').catch(() => undefined);
    const openFor = Math.ceil(circuitOpenFor(contentCircuitName(unreachable)) / 1000);
    expect(openFor).toBeGreaterThan(0);
    const { res } = await get('/cms-refused', { ...env, HYGRAPH_CONTENT_API: unreachable });
    expect(res.status).toBe(503);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.max(1, openFor - 1));
    expect(retryAfter).toBeLessThanOrEqual(openFor);
  });
});
