import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';

const app = createApp();
const au = 'http://candidate-au.localhost:8787';

const get = async (url: string, envs: object = env) => {
  const res = await app.request(url, { redirect: 'manual' }, envs);
  return { res, html: await res.text() };
};

/** The result cards: titles are h2 links to articles. */
const cards = (html: string) => html.match(/<h2[^>]*><a [^>]*href="[^"]*\/article\/[^"]*"/g) ?? [];
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#x27': "'", '#39': "'" };
/** The SearchBox island's props, read back from its attribute. */
const islandProps = (html: string) => {
  const raw = /data-island="SearchBox"[^>]*data-island-props="([^"]*)"/.exec(html)?.[1];
  return raw && JSON.parse(raw.replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, name: string) => entities[name]!));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('article-search results', () => {
  it('renders page 1: heading, 9 cards with category and date, pagination along the search path', async () => {
    const { res, html } = await get(`${au}/article-search/job/1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate=300');
    expect(h1(html)).toBe('12 Search Results for job');
    expect(cards(html)).toHaveLength(9);
    expect(html).toContain('href="/career-advice/article/job-search-strategy"');
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]{2} \d{4}<\/time>/);
    expect(html).toContain('Career development');
    expect(html).toMatch(/<nav[^>]*aria-label="pagination"/);
    expect(html).toContain('href="/article-search/job/2"');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain(`<link rel="canonical" href="${au}/article-search/job/1"/>`);
    const box = islandProps(html);
    expect(box).toMatchObject({ searchPath: '/article-search', section: null, defaultValue: 'job' });
    // The box's texts come in its props, in the page's language: the island ships no translations.
    expect(box.texts).toMatchObject({ language: 'en', labels: { Search: 'Search' } });
    expect(html).toContain('role="combobox"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="job"/);
  });

  it('renders the last page with the remaining cards', async () => {
    const { res, html } = await get(`${au}/article-search/job/2`);
    expect(res.status).toBe(200);
    expect(cards(html)).toHaveLength(3);
    expect(html).toContain('href="/article-search/job/1"');
  });

  it('serves page 1 when no page is given', async () => {
    const { res, html } = await get(`${au}/article-search/resume`);
    expect(res.status).toBe(200);
    expect(h1(html)).toMatch(/^\d Search Results for resume$/);
    expect(html).not.toMatch(/aria-label="pagination"/);
  });

  it('decodes the term once: a space, and a %2F that stays a slash in the term', async () => {
    const { res, html } = await get(`${au}/article-search/cover%20letter/1`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('1 Search Result for cover letter');
    const slash = await get(`${au}/article-search/job%2Fcareer/1`);
    expect(slash.res.status).toBe(200);
    expect(h1(slash.html)).toMatch(/(Search Results? for|No results found) job\/career$/);
  });

  it('shows the empty state on page 1: No results found and Try other ways to search', async () => {
    const { res, html } = await get(`${au}/article-search/xylophone/1`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('No results found xylophone');
    expect(html).toContain('Try other ways to search');
    expect(cards(html)).toHaveLength(0);
    expect(html).not.toMatch(/aria-label="pagination"/);
  });
});

describe('redirects to page 1 of the same term', () => {
  it.each(['0', '-1', 'abc', '01'])('page %s', async (page) => {
    const { res } = await get(`${au}/article-search/job/${page}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/job/1');
  });

  it('a fraction is truncated (spec §5): 2.7 goes to page 2', async () => {
    const { res } = await get(`${au}/article-search/job/2.7`);
    expect(res.headers.get('location')).toBe('/article-search/job/2');
  });

  it('an empty search on a later page', async () => {
    const { res } = await get(`${au}/article-search/xylophone/3`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/xylophone/1');
  });

  it('a page past the last', async () => {
    const { res } = await get(`${au}/article-search/job/5`);
    expect(res.headers.get('location')).toBe('/article-search/job/1');
    const far = await get(`${au}/article-search/job/99999999999`);
    expect(far.res.headers.get('location')).toBe('/article-search/job/1');
  });

  it('an untrimmed term goes to the trimmed one, keeping its page', async () => {
    const { res } = await get(`${au}/article-search/%20%20job%09/2`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/job/2');
  });

  it('a failed search on a later page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...env, CMS_SEARCH_API: 'http://127.0.0.1:9' };
    // A page never rendered before: the page cache has no copy to serve instead.
    const { res } = await get(`${au}/article-search/work/2`, down);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/work/1');
  });
});

describe('section search prefixes (only en_AU and en_NZ)', () => {
  it('searches the about section on AU and NZ: its own articles, none of the advice', async () => {
    for (const host of ['candidate-au', 'candidate-nz', 'employer-au']) {
      const { res, html } = await get(`http://${host}.localhost/about/search/data/1`);
      expect(res.status, host).toBe(200);
      expect(h1(html), host).toMatch(/^[1-9]\d* Search Results? for data$/);
      expect(html, host).toContain('href="/about/article/how-we-protect-your-data"');
      expect(
        cards(html).every((card) => card.includes('href="/about/article/')),
        host,
      ).toBe(true);
      expect(islandProps(html)).toMatchObject({ searchPath: '/about/search', section: 'about' });
    }
    const { html } = await get(`${au}/about/search/interview/1`);
    expect(h1(html)).toBe('No results found interview');
  });

  it('serves careers/life-at-seek/search on AU and NZ, candidate and employer', async () => {
    for (const host of ['candidate-au', 'candidate-nz', 'employer-au', 'employer-nz']) {
      const { res, html } = await get(`http://${host}.localhost/careers/life-at-seek/search/job/1`);
      expect(res.status, host).toBe(200);
      expect(islandProps(html)).toMatchObject({
        searchPath: '/careers/life-at-seek/search',
        section: 'careers',
      });
    }
  }, 20_000);

  it('redirects section searches elsewhere to article-search, language prefix kept', async () => {
    const cases = [
      ['http://candidate-hk.localhost/about/search/job/2', '/article-search/job/2'],
      ['http://candidate-th.localhost/th/about/search/job/1', '/th/article-search/job/1'],
      ['http://candidate-th.localhost/about/search/job', '/article-search/job/1'],
      [
        'http://candidate-id.localhost/id/careers/life-at-jobstreet/search/kerja/1',
        '/id/article-search/kerja/1',
      ],
      // Another product's careers search, outside en_AU and en_NZ, still goes to article-search.
      ['http://candidate-hk.localhost/careers/life-at-seek/search/job/1', '/article-search/job/1'],
    ];
    for (const [from, to] of cases) {
      const { res } = await get(from!);
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('answers 404 for life-at another product on AU, and for life-at no product anywhere', async () => {
    for (const url of [
      `${au}/careers/life-at-jobsdb/search/job/1`,
      'http://candidate-hk.localhost/careers/life-at-nowhere/search/job/1',
    ]) {
      const { res } = await get(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('article-search on AU searches the whole site, not a section', async () => {
    const { html } = await get(`http://employer-au.localhost/article-search/interview/1`);
    expect(h1(html)).toMatch(/^\d+ Search Results? for interview$/);
    expect(html).toContain('href="/hiring-advice/article/');
    expect(html).not.toContain('href="/career-advice/article/');
  });
});

describe('languages', () => {
  it('searches Thai on /th with a Thai heading and /th links', async () => {
    const term = encodeURIComponent('เงินเดือน');
    const { res, html } = await get(`http://candidate-th.localhost/th/article-search/${term}/1`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('ผลการค้นหา 1 รายการสำหรับ เงินเดือน');
    expect(html).toContain('href="/th/career-advice/article/salary-negotiation"');
    expect(islandProps(html)).toMatchObject({ searchPath: '/th/article-search', section: null });
  });

  it('searches Bahasa on /id', async () => {
    const { res, html } = await get(`http://candidate-id.localhost/id/article-search/ceritakan/1`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('1 Hasil Pencarian untuk ceritakan');
    expect(html).toContain('href="/id/career-advice/article/tell-me-about-yourself"');
  });

  it('says No results found in Thai', async () => {
    const { html } = await get(`http://candidate-th.localhost/th/article-search/xylophone/1`);
    expect(h1(html)).toBe('ไม่พบผลลัพธ์สำหรับ xylophone');
    expect(html).toContain('ลองค้นหาด้วยวิธีอื่น');
  });
});

describe('search API failure (spec §8)', () => {
  it('keeps the term, clears the results and says so: 502, never cached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...env, CMS_SEARCH_API: 'http://127.0.0.1:9' };
    // Terms no other test renders: the page cache has no copy to serve instead.
    const { res, html } = await get(`${au}/article-search/negotiation/1`, down);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(h1(html)).toBe('Search is unavailable right now');
    expect(html).toContain('We couldn’t search right now. Please try again in a moment.');
    expect(islandProps(html)).toMatchObject({ defaultValue: 'negotiation' });
    expect(cards(html)).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('Search failed', 'Search API unreachable');
  });

  it('treats a non-ok answer the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The content API has no /api/cms-search: it answers 404.
    const wrong = { ...env, CMS_SEARCH_API: env.HYGRAPH_CONTENT_API.replace(/\/graphql$/, '') };
    const { res, html } = await get(`${au}/article-search/resign/1`, wrong);
    expect(res.status).toBe(502);
    expect(h1(html)).toBe('Search is unavailable right now');
  });
});

describe('bad input is escaped, never reflected raw, never a 500', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"><img src=x onerror=alert(1)>', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
  ])('markup %s', async (term, escaped) => {
    const { res, html } = await get(`${au}/article-search/${encodeURIComponent(term)}/1`);
    expect(res.status).toBe(200);
    expect(html).not.toContain(term);
    expect(h1(html)).toContain(escaped);
    expect(islandProps(html)).toMatchObject({ defaultValue: term });
  });

  it('percent signs, encoded or malformed', async () => {
    const encoded = await get(`${au}/article-search/100%25/1`);
    expect(encoded.res.status).toBe(200);
    expect(h1(encoded.html)).toBe('No results found 100%');
    expect(encoded.html).toContain(`<link rel="canonical" href="${au}/article-search/100%25/1"/>`);
    const malformed = await get(`${au}/article-search/100%/1`);
    expect(malformed.res.status).toBe(200);
    expect(h1(malformed.html)).toBe('No results found 100%');
  });

  it('control characters become spaces', async () => {
    const { res } = await get(`${au}/article-search/job%00%0Aboard/1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/job%20%20board/1');
  });

  it('a blank term is a 404 naming the search path', async () => {
    const { res, html } = await get(`${au}/article-search/%20%20/1`);
    expect(res.status).toBe(404);
    expect(html).toContain('/article-search');
  });

  it('a term over 200 characters is a 400 with the reason, not searched, not cached', async () => {
    for (const length of [201, 5000]) {
      const term = 'résumé '.repeat(Math.ceil(length / 7)).slice(0, length) + 'x';
      const { res, html } = await get(`${au}/article-search/${encodeURIComponent(term)}/1`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(h1(html)).toBe('Search term too long');
      expect(html).toContain('Search terms can be at most 200 characters. Try a shorter search.');
      expect([...(islandProps(html)?.defaultValue ?? '')]).toHaveLength(200);
    }
  });

  it('Thai and Bahasa terms on the English site are searched, not mangled', async () => {
    for (const term of ['เงินเดือน', 'wawancara kerja', 'café ☕']) {
      const { res, html } = await get(`${au}/article-search/${encodeURIComponent(term)}/1`);
      expect(res.status).toBe(200);
      expect(h1(html)).toBe(`No results found ${term}`);
    }
  });
});

describe("the search box's form without script", () => {
  it('redirects ?q= to page 1 of the encoded term', async () => {
    const { res } = await get(`${au}/article-search?q=${encodeURIComponent(' cover letter / tips ')}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/article-search/cover%20letter%20%2F%20tips/1');
    const about = await get(`${au}/about/search?q=team`);
    expect(about.res.headers.get('location')).toBe('/about/search/team/1');
    const thai = await get(`http://candidate-th.localhost/th/article-search?q=a%3Cb`);
    expect(thai.res.headers.get('location')).toBe('/th/article-search/a%3Cb/1');
  });

  it('answers 404 without a term', async () => {
    const { res } = await get(`${au}/article-search?q=%20`);
    expect(res.status).toBe(404);
  });
});

describe('the search box on content pages', () => {
  /** Every SearchBox island's props on the page. */
  const boxes = (html: string) =>
    [...html.matchAll(/data-island="SearchBox"[^>]*data-island-props="([^"]*)"/g)].map(([, raw]) =>
      JSON.parse(raw!.replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, name: string) => entities[name]!)),
    );

  it.each([
    [`${au}/career-advice`, { searchPath: '/article-search', section: null }],
    ['http://employer-au.localhost/hiring-advice', { searchPath: '/article-search', section: null }],
    [`${au}/about`, { searchPath: '/about/search', section: 'about' }],
    ['http://candidate-nz.localhost/about', { searchPath: '/about/search', section: 'about' }],
    ['http://candidate-th.localhost/th/career-advice', { searchPath: '/th/article-search', section: null }],
    ['http://candidate-id.localhost/id/career-advice', { searchPath: '/id/article-search', section: null }],
    ['http://candidate-th.localhost/th/', { searchPath: '/th/article-search', section: null }],
  ])(
    '%s has one search box, searching where readers expect',
    async (url, place) => {
      const { res, html } = await get(url);
      expect(res.status).toBe(200);
      const found = boxes(html);
      // The editors' own search box block, where the page has one; otherwise the one under the title.
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject(place);
    },
    20_000,
  );

  it('is not on pages without articles to search, nor on about pages without a section search', async () => {
    for (const url of [`${au}/market-insights`, 'http://candidate-hk.localhost/about']) {
      const { res, html } = await get(url);
      expect(res.status, url).toBe(200);
      expect(boxes(html), url).toEqual([]);
    }
  }, 20_000);
});
