import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from './app';
import { HttpError, notFound } from './errors';

const app = createApp();
app.get('/boom', () => {
  throw new Error('kaput');
});
app.get('/too-big', () => {
  throw new HttpError(413, 'too big');
});
app.get('/career-advice/article/:slug', (c) => {
  throw notFound(c.req.param('slug'));
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers }, env);
const page = async (url: string) => {
  const res = await get(url);
  return { res, html: await res.text() };
};
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app', () => {
  it('serves the home page', async () => {
    const res = await get('http://employer-au.localhost:8787/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Home | SEEK Employer</title>');
  });

  it('serves the default site on plain localhost, as cacheable HTML', async () => {
    const { res, html } = await page('http://localhost:8787/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate=300');
    expect(res.headers.get('cache-control')).toContain('stale-if-error=86400');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-AU"/);
    expect(title(html)).toBe('Home | SEEK');
  });

  it('speaks the employer site’s locale and brand', async () => {
    const { html } = await page('http://employer-au.localhost:8787/');
    expect(html).toContain('<html lang="en-AU"');
    expect(title(html)).toMatch(/ \| SEEK Employer$/);
  });

  it('serves Thai under /th on the th site', async () => {
    const { res, html } = await page('http://candidate-th.localhost:8787/th/');
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="th-TH"');
    expect(title(html)).toBe('หน้าแรก | Jobsdb');
    expect(html).toContain('href="/th/career-advice"');
  });

  it('serves Bahasa under /id on the id site', async () => {
    const { res, html } = await page('http://candidate-id.localhost:8787/id/');
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="id-ID"');
    expect(title(html)).toBe('Beranda | Jobstreet');
  });

  it('redirects an upper-case language prefix to the lower-case address', async () => {
    const res = await get('http://candidate-th.localhost:8787/TH/?q=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://candidate-th.localhost:8787/th/?q=1');
  });

  it('answers /th on a site without Thai with a 404', async () => {
    const { res, html } = await page('http://candidate-au.localhost:8787/th/');
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="en-AU"');
    expect(html).toContain('We couldn’t find a page at /th.');
    expect((await get('http://candidate-au.localhost:8787/TH/')).status).toBe(404);
  });

  it('answers an unknown path with an uncached, unindexed 404 naming it', async () => {
    const { res, html } = await page('http://employer-sg.localhost:8787/hiring-advice/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('We couldn’t find a page at /hiring-advice/no-such-page.');
    expect(title(html)).toBe('Page not found | Jobstreet Employer');
  });

  it('offers a search of the site and its main topics on the 404 page, in the page language', async () => {
    const { res, html } = await page('http://candidate-au.localhost:8787/career-advice/no-such-page');
    expect(res.status).toBe(404);
    expect(html).toMatch(/<form[^>]*action="\/article-search"/);
    expect(html).toContain('Popular topics');
    expect(html).toContain('href="/career-advice/category/career-development"');
    const thai = await page('http://candidate-th.localhost:8787/th/no-such-page');
    expect(thai.res.status).toBe(404);
    expect(thai.html).toMatch(/<form[^>]*action="\/th\/article-search"/);
    expect(thai.html).toContain('หัวข้อยอดนิยม');
  });

  it('names the missing slug when a route reports it not found', async () => {
    const { res, html } = await page('http://candidate-my.localhost:8787/career-advice/article/cv-tips');
    expect(res.status).toBe(404);
    expect(html).toContain('We couldn’t find a page at cv-tips.');
  });

  it('escapes a reflected path', async () => {
    const { res, html } = await page('http://localhost:8787/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('/&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('collapses empty path segments with a permanent redirect, keeping the query', async () => {
    const res = await get('http://employer-au.localhost:8787//hiring-advice///article/x?utm=a&b=c');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      'http://employer-au.localhost:8787/hiring-advice/article/x?utm=a&b=c',
    );
  });

  it('gives the root candidate site no header, and a page without interactive blocks only its page view', async () => {
    // The policy page has headings and paragraphs only (the home page has interactive blocks): its one island
    // is the page-view event (spec §6), hydrated when the browser is idle; its one script is data (JSON-LD).
    const { res, html } = await page('http://candidate.localhost:8787/page/candidate-privacy');
    expect(res.status).toBe(200);
    expect(html).not.toContain('<header');
    expect(html.match(/data-island="[^"]*"/g)).toEqual(['data-island="PageViewTracker"']);
    expect(html.replace(/<script type="application\/ld\+json">.*?<\/script>/gs, '')).not.toContain('<script');
    expect(html).toContain('Copyright ©');
  });

  it('renders the mobile menu island in the header of the other sites', async () => {
    const { html } = await page('http://candidate-nz.localhost:8787/');
    expect(html).toContain('<header');
    expect(html).toContain('data-island="MobileMenu"');
    expect(html).toContain('aria-label="Open menu"');
  });

  it('turns a failing route into the Oops! page, without the stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, html } = await page('http://candidate-au.localhost:8787/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Oops!');
    // The public text of spec §8; the error itself goes to monitoring only.
    expect(html).toContain('Internal error');
    expect(html).not.toContain('kaput');
    expect(html).not.toMatch(/\bat .*:\d+:\d+/);
    expect(html).not.toContain('.ts:');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error: kaput'));
  });

  it('answers a known client error with its status and reason as plain text', async () => {
    const res = await get('http://localhost:8787/too-big');
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('too big');
  });
});
