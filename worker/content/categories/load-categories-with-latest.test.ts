import { describe, expect, it } from 'vitest';

import { isJsonSerialisable, load, withContext } from '../test-context';

import { loadCategoriesWithLatestArticles } from './load-categories-with-latest';

describe('loadCategoriesWithLatestArticles', () => {
  it('lists the top-level categories of a section by name, children by name, 4 latest each', async () => {
    const categories = await load('http://employer-au.localhost/hiring-advice', (c) =>
      loadCategoriesWithLatestArticles(c, { sectionName: 'hiring-advice' }),
    );
    expect(categories.map((category) => category.name)).toEqual([
      'Employer branding',
      'Managing people',
      'Recruitment',
    ]);
    const recruitment = categories[2];
    expect(recruitment?.href).toBe('/hiring-advice/category/recruitment');
    expect(recruitment?.children.map((child) => child.name)).toEqual(['Interviewing', 'Job ads']);
    expect(recruitment?.children[0]?.href).toBe('/hiring-advice/category/interviewing');
    expect(recruitment?.children[0]?.articles.length).toBeGreaterThan(0);
    for (const category of [...categories, ...(recruitment?.children ?? [])]) {
      expect(category.articles.length).toBeLessThanOrEqual(4);
      const dates = category.articles.map((card) => card.publishDate ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(isJsonSerialisable(categories)).toBe(true);
  });

  it('leaves the "-" placeholder out of the latest articles', async () => {
    const categories = await load('http://candidate-au.localhost/career-advice', (c) =>
      loadCategoriesWithLatestArticles(c, { sectionName: 'career-advice' }),
    );
    const development = categories.find((category) => category.slug === 'career-development');
    expect(development?.articles).toHaveLength(4);
    expect(development?.articles.map((card) => card.title)).not.toContain('-');
  });

  it('reads Thai names with fallback, and is a cache hit the second time', async () => {
    const url = 'http://candidate-th.localhost/th/career-advice';
    const loader = (c: Parameters<typeof loadCategoriesWithLatestArticles>[0]) =>
      loadCategoriesWithLatestArticles(c, { sectionName: 'career-advice' });
    const first = await withContext(url, loader);
    expect(first.cache).toBe('miss');
    expect(first.result?.map((category) => category.name)).toContain('พัฒนาอาชีพ');
    const wellbeing = first.result?.find((category) => category.slug === 'wellbeing');
    expect(wellbeing?.articles[0]).toMatchObject({
      title: 'เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์',
      href: '/th/career-advice/article/back-to-work-after-songkran',
    });
    expect((await withContext(url, loader)).cache).toBe('hit');
  });
});
