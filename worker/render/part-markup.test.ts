import { env } from 'cloudflare:test';
import type { Context } from 'hono';
import { createElement as h, Fragment, useId } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import type { AppEnv } from '../env';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';

import { forgetFrameMarkup } from './frame-markup';
import {
  forgetPartMarkup,
  keepElement,
  PART_MARKUP_ENTRIES,
  partKeeper,
  partMarkupSize,
} from './part-markup';
import { withPreloadsApart } from './test-image-preloads';

const app = createApp();
const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers }, env);
  return { res, html: await res.text() };
};
// Credentials make the page cache step aside (page-policy.ts): every such request renders the public page.
const rendered = (url: string) => page(url, { authorization: 'Bearer t0ken' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** `url` rendered twice, the second time from what the first kept (one more hit). */
async function renderedTwice(url: string) {
  const first = await rendered(url);
  expect(first.res.status, url).toBe(200);
  await settle();
  const before = partMarkupSize();
  const second = await rendered(url);
  expect(partMarkupSize().hits, url).toBe(before.hits + 1);
  return { first, second };
}

// Articles whose bodies hold islands (accordion, form, Data Lab filters), embeds and other languages.
const articles = [
  'http://candidate-au.localhost:8787/career-advice/article/how-to-write-a-resume',
  'http://candidate-th.localhost:8787/th/career-advice/article/how-to-write-a-resume',
  'http://employer-au.localhost:8787/hiring-advice/article/employer-brand-basics',
  'http://employer-au.localhost:8787/market-insights/article/hiring-trends',
  'http://candidate-au.localhost:8787/career-advice/article/questions-to-ask-in-an-interview',
];

/** A request's context as partKeeper reads it: its variables and bindings. */
function requestContext(vars: Record<string, unknown>, env: Record<string, unknown>): Context<AppEnv> {
  return { get: (name: string) => vars[name], env } as unknown as Context<AppEnv>;
}

const context = (preview = false) => requestContext({ language: 'en', preview }, { RECAPTCHA_SITE_KEY: '' });

beforeEach(() => {
  forgetPartMarkup();
  forgetFrameMarkup();
});

describe('articles kept per isolate', () => {
  it('gives the same page from the kept article as from rendering it: markup, island ids, scripts, preloads', async () => {
    for (const url of articles) {
      const { first, second } = await renderedTwice(url);
      expect(withPreloadsApart(second.html), url).toEqual(withPreloadsApart(first.html));
      expect(second.html).toContain('fetchPriority="high"');
    }
    expect(partMarkupSize().entries).toBe(articles.length);
  }, 60_000);

  it('never keeps or reuses a draft preview’s article', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const cookie = `${PREVIEW_COOKIE}=${await signPreviewToken(env.PREVIEW_SIGNING_SECRET, { exp })}`;
    const draft = await page(`${articles[0]}?draft=1`, { cookie });
    expect(draft.res.status).toBe(200);
    await settle();
    expect(partMarkupSize().entries).toBe(0);
    await rendered(articles[0]!);
    await settle();
    expect(partMarkupSize().entries).toBe(1);
    await page(`${articles[0]}?draft=1`, { cookie });
    expect(partMarkupSize().hits).toBe(0);
    expect(partKeeper(context(true))).toBeUndefined();
  }, 30_000);
});

// Homes whose containers hold islands (search box, accordions), banners and card grids, in each language.
const homes = [
  'http://candidate-au.localhost:8787/',
  'http://employer-au.localhost:8787/',
  'http://candidate-th.localhost:8787/th/',
  'http://candidate-id.localhost:8787/id/',
];

// Content pages: insights tools (tables, charts, a dropdown island), about pages (accordions), a paged list.
const contentPages = [
  'http://candidate-au.localhost:8787/about',
  'http://candidate-au.localhost:8787/market-insights/salary-insights',
  'http://candidate-au.localhost:8787/market-insights/happiness-at-work',
  'http://candidate-nz.localhost:8787/market-insights/salary-insights',
  'http://employer-au.localhost:8787/market-insights',
];

// Listings: a category (first and a later page), an author, in English and Thai.
const listings = [
  'http://candidate-au.localhost:8787/career-advice/category/career-development',
  'http://candidate-au.localhost:8787/career-advice/category/career-development/2',
  'http://candidate-th.localhost:8787/th/career-advice/category/career-development',
  'http://candidate-au.localhost:8787/author/amanda-wright',
];

// The Data Lab with a question asked, and with none.
const dataLab = [
  'http://candidate-au.localhost:8787/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
  'http://candidate-au.localhost:8787/au/talent-attraction-lab/data-lab',
];

describe('home, content page and listing parts kept per isolate', () => {
  it('gives the same page from the kept parts as from rendering them', async () => {
    for (const url of [...homes, ...contentPages, ...listings, ...dataLab]) {
      const { first, second } = await renderedTwice(url);
      expect(withPreloadsApart(second.html), url).toEqual(withPreloadsApart(first.html));
    }
  }, 60_000);
});

describe('partKeeper', () => {
  const part = (text: string) => h('div', { className: 'body' }, h('p', null, text));

  it('keys a part by everything it depends on: its inputs, language and island ids', async () => {
    const keep = partKeeper(context())!;
    expect(keep(part('one'), { entry: 'a', version: 1 }, 0)).toBeUndefined();
    await settle();
    expect(keep(part('one'), { entry: 'a', version: 1 }, 0)).toMatchObject({
      tag: 'div',
      className: 'body',
      html: '<p>one</p>',
    });
    expect(keep(part('two'), { entry: 'a', version: 2 }, 0)).toBeUndefined();
    expect(keep(part('one'), { entry: 'a', version: 1 }, 3)).toBeUndefined();
    const thai = requestContext({ language: 'th', preview: false }, {});
    expect(partKeeper(thai)!(part('one'), { entry: 'a', version: 1 }, 0)).toBeUndefined();
  });

  it('keeps at most PART_MARKUP_ENTRIES parts, the least recently used leaving first', async () => {
    const keep = partKeeper(context())!;
    for (let i = 0; i < PART_MARKUP_ENTRIES + 10; i += 1) keep(part(`p${i}`), i, 0);
    await settle();
    expect(partMarkupSize().entries).toBe(PART_MARKUP_ENTRIES);
    expect(keep(part('p0'), 0, 0)).toBeUndefined();
    expect(keep(part(`p${PART_MARKUP_ENTRIES + 9}`), PART_MARKUP_ENTRIES + 9, 0)).toBeDefined();
  });

  it('tries a part that cannot be kept once: it renders with its pages after that', async () => {
    const keep = partKeeper(context())!;
    let renders = 0;
    function TwoRoots() {
      renders += 1;
      return h(Fragment, null, h('p', null, 'a'), h('p', null, 'b'));
    }
    expect(keep(h(TwoRoots), 'two roots', 0)).toBeUndefined();
    await settle();
    expect(renders).toBe(1);
    expect(keep(h(TwoRoots), 'two roots', 0)).toBeUndefined();
    await settle();
    expect(renders).toBe(1);
    expect(partMarkupSize()).toMatchObject({ entries: 1, hits: 0 });
  });

  it('keeps nothing that cannot stand for the page’s own render: several roots, useId', () => {
    function WithId() {
      return h('label', { htmlFor: useId() }, 'x');
    }
    expect(keepElement(part('one'), 'en', null, 0)).toBeDefined();
    expect(
      keepElement(h(Fragment, null, h('p', null, 'a'), h('p', null, 'b')), 'en', null, 0),
    ).toBeUndefined();
    expect(keepElement(h('div', null, h(WithId)), 'en', null, 0)).toBeUndefined();
  });
});
