import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import type { ArticleCard } from '../../../model/article-card';
import { isJsonSerialisable, load, withContext } from '../test-context';

import { loadLatestArticlesByCategory } from './load-latest';
import { loadArticlesByCategoryPage } from './load-pages';

const au = 'http://candidate-au.localhost/career-advice/category/career-development';
const thai = 'http://candidate-th.localhost/th/career-advice/category/wellbeing';

const categoryPage = (page: unknown, url = au) =>
  load(url, (c) => loadArticlesByCategoryPage(c, { categorySlug: 'career-development', page }));

function expectNewestFirst(cards: ArticleCard[]) {
  const dates = cards.map((card) => card.publishDate ?? '');
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('loadArticlesByCategoryPage', () => {
  it('pages 13 articles by 12, newest first, without the "-" placeholder nor an empty article (spec §5)', async () => {
    const first = await categoryPage(1);
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 12, pageCount: 2 });
    expect(first.items).toHaveLength(12);
    const second = await categoryPage('2');
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items];
    expectNewestFirst(all);
    expect(all.map((card) => card.title)).not.toContain('-');
    // The newest article of the category has an empty body: its page answers 404, so no list shows it.
    expect(all.map((card) => card.slug)).not.toContain('salary-guide-coming-soon');
    expect(new Set(all.map((card) => card.id)).size).toBe(13);
    expect(isJsonSerialisable(first)).toBe(true);
  });

  it('makes cards with links, category, reading time and a 480x320 image', async () => {
    const { items } = await categoryPage(1);
    const resume = items.find((card) => card.slug === 'how-to-write-a-resume');
    expect(resume).toMatchObject({
      title: 'How to write a resume',
      href: '/career-advice/article/how-to-write-a-resume',
      category: { name: 'Career development', href: '/career-advice/category/career-development' },
      publishDate: '2025-07-05',
      timeToRead: 6,
      readingTimeUnit: 'min read',
      image: { width: 480, height: 320 },
    });
    expect(resume?.image?.url).toMatch(
      new RegExp(`^${env.CMS_ASSET_HOST}/resize=fit:crop,width:480,height:320/\\w+$`),
    );
    expect(resume?.excerpt).toMatch(/^A clear, well-organised resume/);
  });

  it('normalises the page number (spec §5)', async () => {
    for (const page of [0, -1, 'abc', 1.7, '1.7', undefined]) {
      const result = await categoryPage(page);
      expect(result.page).toBe(1);
      expect(result.items).toHaveLength(12);
    }
    expect((await categoryPage(2.9)).page).toBe(2);
  });

  it('has no items beyond the last page, but the right total', async () => {
    expect(await categoryPage(3)).toMatchObject({ items: [], total: 13, pageCount: 2 });
    // Too deep to read from the first article: the CMS's count, without the articles it cannot filter out.
    expect(await categoryPage(1e12)).toMatchObject({ items: [], total: 14, pageCount: 2 });
  });

  it('reads Thai titles with fallback to en_TH', async () => {
    const page = await load(thai, (c) =>
      loadArticlesByCategoryPage(c, { categorySlug: 'wellbeing', page: 1 }),
    );
    expect(page.items[0]).toMatchObject({
      title: 'เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์',
      locale: 'th_TH',
      href: '/th/career-advice/article/back-to-work-after-songkran',
    });
    expect(page.items.some((card) => card.locale === 'en_TH')).toBe(true);
  });

  it('is a cache hit the second time', async () => {
    const loader = (c: Parameters<typeof loadArticlesByCategoryPage>[0]) =>
      loadArticlesByCategoryPage(c, { categorySlug: 'interview-tips', page: 1, pageSize: 5 });
    const first = await withContext(au, loader);
    expect(first.cache).toBe('miss');
    expect((await withContext(au, loader)).cache).toBe('hit');
  });
});

describe('loadLatestArticlesByCategory', () => {
  it('gives the 4 newest, without the placeholder, with the category link', async () => {
    const latest = await load(au, (c) =>
      loadLatestArticlesByCategory(c, { categorySlug: 'career-development' }),
    );
    expect(latest.category).toMatchObject({
      name: 'Career development',
      href: '/career-advice/category/career-development',
    });
    expect(latest.articles).toHaveLength(4);
    expect(latest.articles.map((card) => card.title)).not.toContain('-');
    expectNewestFirst(latest.articles);
    expect(isJsonSerialisable(latest)).toBe(true);

    const fewer = await load(au, (c) =>
      loadLatestArticlesByCategory(c, {
        categorySlug: 'career-development',
        total: 2,
        ignoredArticleId: latest.articles[0]?.id,
      }),
    );
    expect(fewer.articles.map((card) => card.id)).toEqual(latest.articles.slice(1, 3).map((card) => card.id));
  });

  it('reads Thai categories and articles', async () => {
    const latest = await load(thai, (c) => loadLatestArticlesByCategory(c, { categorySlug: 'wellbeing' }));
    expect(latest.category?.name).toBe('สุขภาวะในที่ทำงาน');
    expect(latest.articles[0]?.title).toBe('เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์');
  });

  it('has no category and no articles for an unknown slug', async () => {
    expect(await load(au, (c) => loadLatestArticlesByCategory(c, { categorySlug: 'nope' }))).toEqual({
      category: null,
      articles: [],
    });
  });
});
