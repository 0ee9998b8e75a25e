import { env } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { beforeEach, describe, expect, it } from 'vitest';

import { IslandCollector, IslandCollectorProvider } from '../../ui/islands/collector';
import { Providers } from '../../ui/layout/Providers';
import { SiteLayout, type SiteLayoutProps } from '../../ui/layout/SiteLayout';
import { createApp } from '../app';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';

import { FRAME_MARKUP_ENTRIES, forgetFrameMarkup, frameMarkup, frameMarkupSize } from './frame-markup';

const app = createApp();
const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers }, env);
  return { res, html: await res.text() };
};
// Credentials make the page cache step aside (page-policy.ts): every such request renders the public page.
const rendered = (url: string) => page(url, { authorization: 'Bearer t0ken' });
const au = 'http://candidate-au.localhost:8787';
const article = `${au}/career-advice/article/how-to-write-a-resume`;
const part = (html: string, tag: 'header' | 'footer') =>
  html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`) + tag.length + 3);
const islandIds = (html: string) => [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0].match(/href="([^"]*)"/)?.[1]).sort();

const frame: Pick<SiteLayoutProps, 'header' | 'footer' | 'homeHref'> = {
  homeHref: '/',
  header: {
    variant: 'candidate',
    homeHref: '/',
    brandName: 'SEEK',
    logo: { url: 'https://assets.example/logo.svg?a=1&b=2', alt: 'SEEK', width: 160, height: 48 },
    links: [{ text: 'Career advice', href: '/career-advice', current: true, subLinks: [] }],
  },
  footer: {
    kind: 'section',
    variant: 'candidate',
    homeHref: '/',
    brandName: 'SEEK',
    logo: null,
    links: [{ text: 'Privacy', href: '/privacy' }],
    copyright: null,
    year: 2026,
  },
};

// A layout rendered as the page renders it (streamed, with an island collector), with or without markup.
async function renderLayout(markup: SiteLayoutProps['markup'], islandsBefore = 0) {
  const collector = new IslandCollector(islandsBefore);
  const tree = createElement(
    'html',
    null,
    createElement('head'),
    createElement(
      'body',
      null,
      createElement(IslandCollectorProvider, {
        collector,
        children: createElement(Providers, {
          language: 'en',
          children: createElement(SiteLayout, { ...frame, markup, children: 'Page' }),
        }),
      }),
    ),
  );
  const html = await new Response(await renderToReadableStream(tree)).text();
  return { html, collector };
}

beforeEach(() => forgetFrameMarkup());

describe('header and footer markup kept per isolate', () => {
  it('gives the same page as rendering them with it: markup, island ids and scripts, image preloads', async () => {
    const own = await renderLayout(undefined);
    const reused = await renderLayout(frameMarkup(frame, 'en'));
    expect(reused.html.replace(/<head>.*<\/head>/, '')).toBe(own.html.replace(/<head>.*<\/head>/, ''));
    // React hoists the logo's preload into the head either way (only its attributes' order differs).
    expect(imagePreloads(reused.html)).toEqual(imagePreloads(own.html));
    expect(imagePreloads(reused.html)).toEqual(['https://assets.example/logo.svg?a=1&amp;b=2']);
    expect([...reused.collector]).toEqual([...own.collector]);
    expect([...reused.collector.eager]).toEqual([...own.collector.eager]);
    expect(reused.collector.nextId('Next')).toBe(own.collector.nextId('Next'));
  });

  it('renders the header itself where its island ids would not be the page’s', async () => {
    const markup = frameMarkup(frame, 'en');
    const own = await renderLayout(undefined, 3);
    const reused = await renderLayout(markup, 3);
    expect(reused.html).toBe(own.html);
    expect(islandIds(reused.html)).toEqual(['AccountHeader-3', 'MobileMenu-4']);
  });

  it('renders each frame once: the second page of a site and language reuses both parts', async () => {
    const first = await rendered(article);
    expect(first.res.status).toBe(200);
    expect(frameMarkupSize().entries).toBe(2);
    const second = await rendered(article);
    expect(frameMarkupSize().entries).toBe(2);
    // The article itself is kept too (part-markup.tsx): its hero's preload is asked for with preload(), and the
    // page writes every image preload in preload()'s order (image-preloads.ts): the same bytes.
    expect(second.html).toBe(first.html);
    expect(islandIds(second.html).slice(0, 3)).toEqual(['AccountHeader-0', 'MobileMenu-1', 'ShareBar-2']);
    // Another page of the same section wears the same header and footer.
    await rendered(`${au}/career-advice/category/career-development`);
    expect(frameMarkupSize().entries).toBe(2);
  }, 30_000);

  it('keeps the frames of each site and language apart', async () => {
    const english = await rendered(`${au}/`);
    const employer = await rendered('http://employer-au.localhost:8787/');
    const thai = await rendered('http://candidate-th.localhost:8787/th/');
    expect(frameMarkupSize().entries).toBe(6);
    expect(part(english.html, 'header')).toContain('Skip to content');
    expect(part(employer.html, 'header')).toContain('Post a job ad');
    expect(part(english.html, 'header')).not.toContain('Post a job ad');
    expect(part(thai.html, 'header')).not.toContain('Skip to content');
    expect(part(thai.html, 'header')).toContain('ภาษาไทย');
  }, 30_000);

  it('shows a signed-in reader the signed-out header the account island fills in, as before', async () => {
    const signedOut = await page(article);
    forgetFrameMarkup();
    const signedIn = await rendered(article);
    expect(signedIn.res.headers.get('x-page-cache')).toBe('bypass');
    expect(frameMarkupSize().entries).toBe(2);
    expect(part(signedIn.html, 'header')).toBe(part(signedOut.html, 'header'));
  }, 30_000);

  it('never keeps or reuses a draft preview’s header and footer', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const cookie = `${PREVIEW_COOKIE}=${await signPreviewToken(env.PREVIEW_SIGNING_SECRET, { exp })}`;
    const draft = await page(`${article}?draft=1`, { cookie });
    expect(draft.res.status).toBe(200);
    expect(draft.html).toContain('<header');
    expect(frameMarkupSize().entries).toBe(0);
    await rendered(article);
    expect(frameMarkupSize().entries).toBe(2);
    await page(`${article}?draft=1`, { cookie });
    expect(frameMarkupSize().entries).toBe(2);
  }, 30_000);

  it('keeps at most FRAME_MARKUP_ENTRIES parts, dropping the least recently used', () => {
    for (let year = 0; year < FRAME_MARKUP_ENTRIES + 10; year += 1) {
      const footer = { ...frame.footer!, year } as typeof frame.footer;
      frameMarkup({ footer }, 'en');
    }
    expect(frameMarkupSize().entries).toBe(FRAME_MARKUP_ENTRIES);
  });
});
