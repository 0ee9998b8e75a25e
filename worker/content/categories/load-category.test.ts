import { describe, expect, it } from 'vitest';

import { HttpError } from '../../errors';
import { isJsonSerialisable, load, withContext } from '../test-context';

import { loadCategory } from './load-category';

const au = 'http://candidate-au.localhost/career-advice/category/x';
const thai = 'http://candidate-th.localhost/th/career-advice/category/x';
const englishTh = 'http://candidate-th.localhost/career-advice/category/x';

describe('loadCategory', () => {
  it('reads a category with its children by name, its section and SEO', async () => {
    const view = await load(au, (c) => loadCategory(c, 'career-development'));
    expect(view).toMatchObject({
      name: 'Career development',
      slug: 'career-development',
      href: '/career-advice/category/career-development',
      locale: 'en_AU',
      translated: true,
      parent: null,
      section: { name: 'career-advice', parts: ['career-advice'] },
      children: [
        { name: 'Changing careers', href: '/career-advice/category/changing-careers' },
        { name: 'Workplace skills', href: '/career-advice/category/workplace-skills' },
      ],
      localizations: [{ locale: 'en_AU', slug: 'career-development' }],
    });
    expect(view.description?.text).toBeTruthy();
    expect(view.seo.title).toBeTruthy();
    expect(isJsonSerialisable(view)).toBe(true);
  });

  it('links a child to its parent', async () => {
    const view = await load(au, (c) => loadCategory(c, 'changing-careers'));
    expect(view.parent).toMatchObject({ name: 'Career development', slug: 'career-development' });
  });

  it('names the category and its children in Thai, and in English on the English Thai site', async () => {
    const thaiView = await load(thai, (c) => loadCategory(c, 'career-development'));
    expect(thaiView).toMatchObject({
      name: 'พัฒนาอาชีพ',
      locale: 'th_TH',
      translated: true,
      href: '/th/career-advice/category/career-development',
    });
    expect(thaiView.children.map((child) => child.name).sort()).toEqual(['ทักษะในการทำงาน', 'เปลี่ยนสายงาน']);
    expect(thaiView.localizations.map((l) => l.locale).sort()).toEqual(['en_TH', 'th_TH']);
    const english = await load(englishTh, (c) => loadCategory(c, 'career-development'));
    expect(english).toMatchObject({ name: 'Career development', locale: 'en_TH' });
  });

  it('is not found for an unknown slug, another site or an empty slug', async () => {
    for (const [url, slug] of [
      [au, 'no-such-category'],
      ['http://employer-au.localhost/x', 'career-development'],
      [au, ''],
    ] as const) {
      const { error } = await withContext(url, (c) => loadCategory(c, slug));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, slug });
    }
  });

  it('is a cache hit the second time', async () => {
    const url = 'http://candidate-sg.localhost/x';
    const first = await withContext(url, (c) => loadCategory(c, 'wellbeing'));
    expect(first.cache).toBe('miss');
    const second = await withContext(url, (c) => loadCategory(c, 'wellbeing'));
    expect(second.cache).toBe('hit');
    expect(second.result).toEqual(first.result);
  });
});
