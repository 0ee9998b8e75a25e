import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';
import { htmlCacheControl, noStore } from '../../render/head';
import { siteMiddleware } from '../site';

import { pageRenderer } from '.';

describe('pageRenderer', () => {
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware(), pageRenderer());
  app.get('/page', (c) =>
    c.render(createElement('p', null, 'The page itself'), {
      title: 'A page',
      canonical: 'http://candidate-au.localhost/page',
      section: null,
    }),
  );
  app.get('/gone', (c) =>
    c.render('Nothing here', { title: 'Gone', robots: 'noindex', status: 404, section: null }),
  );

  it('streams the page in the site document, with its head', async () => {
    const res = await app.request('http://candidate-au.localhost/page', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(htmlCacheControl);
    const html = await res.text();
    expect(html).toMatch(/<title>A page \| SEEK<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://candidate-au.localhost/page"');
    expect(html).toMatch(/<main[^>]*id="content"[^>]*>.*<p>The page itself<\/p>/s);
  });

  it('frames a page without a section in no header and the copyright footer', async () => {
    const html = await (await app.request('http://candidate-au.localhost/page', {}, env)).text();
    expect(html).not.toContain('<header');
    expect(html).toContain('Copyright ©');
  });

  it('answers the status it is given, and never lets an error page be stored', async () => {
    const res = await app.request('http://candidate-au.localhost/gone', {}, env);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe(noStore);
    expect(await res.text()).toContain('<meta name="robots" content="noindex"');
  });
});
