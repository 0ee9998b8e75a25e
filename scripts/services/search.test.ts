// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startServices } from './index.mjs';
import { porterStep1, queryTokens, tokenize } from './search/text.mjs';

const OFFSET = 700;
let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const started = await startServices({ only: ['search'], portOffset: OFFSET });
  stop = started.stop;
  url = started.services[0]!.url;
});

afterAll(() => stop());

afterEach(async () => {
  await fetch(`${url}/__reset`, { method: 'POST' });
});

interface SearchResult {
  id: string;
  title: string;
  slug: string;
  categoryName: string | null;
  sectionName: string | null;
  parentSectionName: string | null;
  publishedAt: string | null;
  featureImage: { url: string; alt: string | null; width: number | null; height: number | null } | null;
}

interface SearchPage {
  data: SearchResult[];
  totalCount: number;
  page: number;
  limit: number;
  totalPages: number;
}

interface Suggestion {
  titleSuggestions: string;
  sectionName: string | null;
  parentSectionName: string | null;
  slug: string;
}

function get(path: string, params: Record<string, string | number>, base = url) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return fetch(`${base}${path}?${query}`);
}

/** Runs a search that must succeed. */
async function search(params: Record<string, string | number>, base = url): Promise<SearchPage> {
  const response = await get('/api/cms-search', params, base);
  expect(response.status).toBe(200);
  return response.json();
}

async function suggest(params: Record<string, string>, base = url): Promise<Suggestion[]> {
  const response = await get('/api/cms-search/autocomplete', params, base);
  expect(response.status).toBe(200);
  return response.json();
}

const titles = (page: SearchPage) => page.data.map((result) => result.title);
const slugs = (page: SearchPage) => page.data.map((result) => result.slug);

describe('text analysis', () => {
  it.each([
    ['resumes', 'resume'],
    ['interviewing', 'interview'],
    ['interviewed', 'interview'],
    ['hiring', 'hire'],
    ['hired', 'hire'],
    ['salaries', 'salari'],
    ['salary', 'salari'],
    ['stopping', 'stop'],
    ['agreed', 'agree'],
    ['business', 'business'],
  ])('stems %s to %s', (word, stem) => {
    expect(porterStep1(word)).toBe(stem);
  });

  it('splits Thai, written without spaces, into words', () => {
    const words = tokenize('วิธีต่อรองเงินเดือน', 'th').map((token) => token.word);
    expect(words.length).toBeGreaterThan(1);
    expect(words.join('')).toBe('วิธีต่อรองเงินเดือน');
  });

  it('folds case, accents and apostrophes, and drops stop words from queries only', () => {
    expect(tokenize("The Employer's CAFÉ don't", 'en').map((token) => token.word)).toEqual([
      'the',
      'employer',
      'cafe',
      'dont',
    ]);
    expect(queryTokens('how to write a resume', 'en').map((token) => token.term)).toEqual([
      'write',
      'resume',
    ]);
    expect(queryTokens('the', 'en')).toHaveLength(1);
  });

  it('strips Bahasa Indonesia particles in id only', () => {
    expect(tokenize('pekerjaannya', 'id')[0]?.term).toBe('pekerjaan');
    expect(tokenize('pekerjaannya', 'en')[0]?.term).toBe('pekerjaannya');
  });
});

describe('GET /api/cms-search', () => {
  it('answers the documented shape, with featureImage and category and section names', async () => {
    const page = await search({ q: 'resume', locale: 'en_AU' });
    expect(Object.keys(page).sort()).toEqual(['data', 'limit', 'page', 'totalCount', 'totalPages']);
    expect(page.data[0]).toEqual({
      id: 'clmwfww8h2o1djf2363cpm9gq',
      title: 'How to write a resume',
      slug: 'how-to-write-a-resume',
      categoryName: 'Career development',
      sectionName: 'career-advice',
      parentSectionName: null,
      publishedAt: '2025-07-05T04:20:00.000Z',
      featureImage: {
        url: expect.stringMatching(/^https:\/\/ap-southeast-2\.graphassets\.com\//),
        alt: 'How to write a resume',
        width: 1880,
        height: 970,
      },
    });
  });

  it('stems: "resumes" finds the article about writing a resume', async () => {
    expect(slugs(await search({ q: 'resumes', locale: 'en_AU' }))).toContain('how-to-write-a-resume');
    expect(slugs(await search({ q: 'writing resumes', locale: 'en_AU' }))[0]).toBe('how-to-write-a-resume');
  });

  it('completes the last word as a prefix: "interv" finds the interview articles', async () => {
    const found = slugs(await search({ q: 'interv', locale: 'en_AU' }));
    expect(found).toEqual(
      expect.arrayContaining([
        'questions-to-ask-in-an-interview',
        'structured-interviews',
        'interview-questions-for-employers',
        'exit-interviews',
      ]),
    );
    // Only the last word is completed.
    expect((await search({ q: 'interv questions', locale: 'en_AU' })).totalCount).toBe(0);
  });

  it('ranks a title match before a body-only match', async () => {
    const page = await search({ q: 'interview', locale: 'en_AU' });
    const inTitle = page.data.map((result) => /interview/i.test(result.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false);
    // Every title match comes before every body-only match.
    expect(inTitle.indexOf(false)).toBe(inTitle.filter(Boolean).length);
  });

  it('requires every query word (stop words aside)', async () => {
    expect(titles(await search({ q: 'how to write a resume', locale: 'en_AU' }))).toEqual([
      'How to write a resume',
    ]);
  });

  it('finds the Thai article with a Thai query on th_TH (also written th-TH)', async () => {
    const page = await search({ q: 'เงินเดือน', locale: 'th_TH' });
    expect(titles(page)).toContain('วิธีต่อรองเงินเดือน');
    expect(page.data.find((result) => result.slug === 'salary-negotiation')?.categoryName).toBe(
      'เงินเดือนและค่าตอบแทน',
    );
    expect(titles(await search({ q: 'เรซูเม่', locale: 'th-TH' }))).toEqual(['วิธีเขียนเรซูเม่ให้โดดเด่น']);
    expect(slugs(await search({ q: 'สงกรานต์', locale: 'th_TH' }))).toEqual(['back-to-work-after-songkran']);
  });

  it('falls back from th_TH to en_TH, article by article and field by field', async () => {
    // An article that exists only in en_TH is found on th_TH.
    expect(titles(await search({ q: 'stress', locale: 'th_TH' }))).toContain(
      'Practical ways to manage stress at work',
    );
    // salary-negotiation has a Thai title but its body falls back to en_TH.
    const negotiation = await search({ q: 'negotiate', locale: 'th_TH' });
    expect(titles(negotiation)).toContain('วิธีต่อรองเงินเดือน');
  });

  it('keeps locales apart: no Thai-only article on en_TH, no Thai article on en_AU', async () => {
    expect((await search({ q: 'สงกรานต์', locale: 'en_TH' })).totalCount).toBe(0);
    expect((await search({ q: 'เงินเดือน', locale: 'en_AU' })).totalCount).toBe(0);
    const english = await search({ q: 'salary', locale: 'en_TH' });
    expect(titles(english)).toContain('How to negotiate your salary');
  });

  it('finds Bahasa Indonesia articles on id_ID', async () => {
    expect(titles(await search({ q: 'wawancara terstruktur', locale: 'id_ID' }))).toEqual([
      'Mengapa wawancara terstruktur menghasilkan rekrutmen yang lebih baik',
    ]);
    expect(slugs(await search({ q: 'menulis CV', locale: 'id_ID' }))).toEqual(['how-to-write-a-resume']);
  });

  it('filters by section and by site', async () => {
    const all = await search({ q: 'interview', locale: 'en_AU' });
    const employer = await search({ q: 'interview', locale: 'en_AU', section: 'hiring-advice' });
    expect(employer.totalCount).toBeGreaterThan(0);
    expect(employer.totalCount).toBeLessThan(all.totalCount);
    expect(employer.data.every((result) => result.sectionName === 'hiring-advice')).toBe(true);
    expect((await search({ q: 'interview', locale: 'en_AU', section: 'about' })).totalCount).toBe(0);
    const site = await search({ q: 'interview', locale: 'en_AU', site: 'employer-au' });
    expect(slugs(site).sort()).toEqual(slugs(employer).sort());
  });

  it('paginates zero-based with 9 per page by default', async () => {
    const first = await search({ q: 'work', locale: 'en_AU' });
    expect(first).toMatchObject({ page: 0, limit: 9 });
    expect(first.data).toHaveLength(9);
    expect(first.totalCount).toBeGreaterThan(18);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 9));
    const second = await search({ q: 'work', locale: 'en_AU', page: 1 });
    expect(second).toMatchObject({ page: 1, limit: 9, totalCount: first.totalCount });
    expect(second.data).toHaveLength(9);
    expect(slugs(second).filter((slug) => slugs(first).includes(slug))).toEqual([]);
    const last = await search({ q: 'work', locale: 'en_AU', page: first.totalPages - 1 });
    expect(last.data).toHaveLength(first.totalCount - 9 * (first.totalPages - 1));
    const beyond = await search({ q: 'work', locale: 'en_AU', page: first.totalPages });
    expect(beyond).toMatchObject({ data: [], totalCount: first.totalCount });
    const everything = await search({ q: 'work', locale: 'en_AU', limit: 100 });
    expect(slugs(everything).slice(0, 18)).toEqual([...slugs(first), ...slugs(second)]);
  });

  it('never finds an article that exists only as a draft, nor draft-only text', async () => {
    expect((await search({ q: 'AI tools', locale: 'en_AU' })).totalCount).toBe(0);
    expect((await search({ q: 'scannable', locale: 'en_AU' })).totalCount).toBe(0);
    expect(titles(await search({ q: 'resume', locale: 'en_AU' }))).not.toContain(
      'How to write a resume that gets you noticed',
    );
  });

  it('leaves out an article whose content is empty', async () => {
    expect(titles(await search({ q: 'salary guide', locale: 'en_AU' }))).not.toContain(
      'Salary guide: coming soon',
    );
  });

  it('refuses a blank or missing q with a JSON reason', async () => {
    for (const params of [{ q: '' }, { q: '   ' }, {}] as Record<string, string>[]) {
      const response = await get('/api/cms-search', params);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { q: expect.any(String) } });
    }
  });

  it.each([
    [{ page: -1 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 1000 }, 'limit'],
    [{ locale: 'xx_YY' }, 'locale'],
  ])('refuses %o with a 400 naming %s', async (params, field) => {
    const response = await get('/api/cms-search', { q: 'resume', ...params });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { [field]: expect.any(String) } });
  });
});

describe('GET /api/cms-search/autocomplete', () => {
  it('answers up to 8 title suggestions, title matches first', async () => {
    const list = await suggest({ q: 'interv', locale: 'en_AU' });
    expect(list.length).toBeGreaterThan(4);
    expect(list.length).toBeLessThanOrEqual(8);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual([
        'parentSectionName',
        'sectionName',
        'slug',
        'titleSuggestions',
      ]);
    }
    expect(list[0]).toEqual({
      titleSuggestions: expect.stringMatching(/interview/i),
      sectionName: expect.any(String),
      parentSectionName: null,
      slug: expect.any(String),
    });
    const inTitle = list.map((item) => /interview/i.test(item.titleSuggestions));
    expect(inTitle.slice(0, 4)).toEqual([true, true, true, true]);
  });

  it('answers an empty list below 3 characters, counting after trimming', async () => {
    expect(await suggest({ q: 're', locale: 'en_AU' })).toEqual([]);
    expect(await suggest({ q: '  re  ', locale: 'en_AU' })).toEqual([]);
    expect(await suggest({ q: '', locale: 'en_AU' })).toEqual([]);
    const res = (await suggest({ q: '  res  ', locale: 'en_AU' })).map((item) => item.titleSuggestions);
    expect(res).toEqual(expect.arrayContaining(['How to write a resume', 'How to resign professionally']));
  });

  it('honours locale and section', async () => {
    expect((await suggest({ q: 'เงินเดือน', locale: 'th_TH' })).map((item) => item.slug)).toContain(
      'salary-negotiation',
    );
    const employer = await suggest({ q: 'interview', locale: 'en_AU', section: 'hiring-advice' });
    expect(employer.length).toBeGreaterThan(0);
    expect(employer.every((item) => item.sectionName === 'hiring-advice')).toBe(true);
  });

  it('completes a Thai word typed halfway, which segments differently from the whole word', async () => {
    // 'เรซูเม่' (resume) splits into three pieces; 'เรซู' is one piece that no indexed word starts with.
    for (const q of ['เรซู', 'วิธีเขียนเรซู']) {
      expect((await suggest({ q, locale: 'th_TH' })).map((item) => item.slug)).toEqual([
        'how-to-write-a-resume',
      ]);
    }
    expect((await suggest({ q: 'เงินเดื', locale: 'th_TH' })).map((item) => item.slug)).toContain(
      'salary-negotiation',
    );
    expect(await suggest({ q: 'ช้างเผือก', locale: 'th_TH' })).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses a query over 200 characters with 400 on both routes', async () => {
    const long = 'resume '.repeat(40);
    for (const path of ['/api/cms-search', '/api/cms-search/autocomplete']) {
      const response = await get(path, { q: long, locale: 'en_AU' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ maxLength: 200 });
    }
    expect((await get('/api/cms-search', { q: 'x'.repeat(200) })).status).toBe(200);
  });

  it.each([
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '100% salary',
    '%',
    '%%25%',
    'job/ad',
    '/../../etc/passwd',
    'résumé',
    '🙂 emoji',
    'ข้อมูล ภาษาไทย',
    'lowongan kerja',
    '\u0000\u200b',
    '{"$where": 1}',
  ])('treats %j as data: 200 on both routes, never a 500', async (q) => {
    const page = await search({ q, locale: 'en_AU' });
    expect(page.totalCount).toBeGreaterThanOrEqual(page.data.length);
    const list = await suggest({ q, locale: 'en_AU' });
    expect(Array.isArray(list)).toBe(true);
    // The query is never echoed back.
    expect(JSON.stringify([page, list])).not.toContain('<');
  });

  it('matches words inside markup and around slashes', async () => {
    expect(slugs(await search({ q: '<b>resume</b>', locale: 'en_AU' }))[0]).toBe('how-to-write-a-resume');
    expect(slugs(await search({ q: 'job/ad', locale: 'en_AU' }))).toContain('how-to-write-a-job-ad');
    expect(slugs(await search({ q: 'résumé', locale: 'en_AU' }))[0]).toBe('how-to-write-a-resume');
  });

  it('accepts raw, unencoded and malformed percent signs in the query string', async () => {
    for (const raw of ['q=100%', 'q=%', 'q=%E0%A4%A', 'q=%25%25', 'q=a%2Fb']) {
      const response = await fetch(`${url}/api/cms-search?${raw}&locale=en_AU`);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('totalCount');
    }
  });
});

describe('framework controls', () => {
  it('fails with 503 in fail mode while health still answers, and recovers on reset', async () => {
    const control = await fetch(`${url}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'fail' }),
    });
    expect(control.status).toBe(200);
    for (const path of ['/api/cms-search', '/api/cms-search/autocomplete']) {
      const response = await get(path, { q: 'resume', locale: 'en_AU' });
      expect(response.status).toBe(503);
      expect(await response.json()).toHaveProperty('error');
    }
    await expect((await fetch(`${url}/__health`)).json()).resolves.toMatchObject({
      service: 'search',
      mode: 'fail',
    });
    await fetch(`${url}/__reset`, { method: 'POST' });
    expect((await search({ q: 'resume', locale: 'en_AU' })).totalCount).toBeGreaterThan(0);
  });

  it('counts requests and answers 404 and 405 as JSON', async () => {
    await search({ q: 'resume' });
    await expect((await fetch(`${url}/__requests`)).json()).resolves.toMatchObject({
      count: 1,
      byRoute: { 'GET /api/cms-search': 1 },
    });
    expect((await fetch(`${url}/api/nope`)).status).toBe(404);
    expect((await fetch(`${url}/api/cms-search?q=x`, { method: 'POST' })).status).toBe(405);
  });
});

describe('a corpus of its own (CONTENT_SEED_DIR)', () => {
  let dir = '';
  let base = '';
  let stopOwn: () => Promise<void> = async () => {};
  const published = '2025-01-01T00:00:00.000Z';
  const rich = (text: string) => ({ children: [{ type: 'paragraph', children: [{ text }] }] });
  const article = (id: string, title: string, category: string, site: string, extra = {}) => ({
    __typename: 'Article',
    id,
    publishedAt: published,
    fields: { category, sites: [site], featureImage: [] },
    localizations: {
      en_AU: { title, slug: id, excerpt: '', content: rich(`All about the zebra in ${title}.`) },
    },
    ...extra,
  });
  const records = [
    { __typename: 'Section', id: 'section-careers', fields: { sectionName: 'careers' } },
    {
      __typename: 'Section',
      id: 'section-life',
      fields: { sectionName: 'life-at-seek', parentSection: 'section-careers' },
    },
    { __typename: 'Section', id: 'section-about', fields: { sectionName: 'about' } },
    {
      __typename: 'Category',
      id: 'category-life',
      fields: { slug: 'life', relatedCategorySection: 'section-life' },
      localizations: { en_AU: { name: 'Life' } },
    },
    {
      __typename: 'Category',
      id: 'category-about',
      fields: { slug: 'about', relatedCategorySection: 'section-about' },
      localizations: { en_AU: { name: 'About us' } },
    },
    article('life-zebra', 'Zebra crossings at our office', 'category-life', 'candidate_au'),
    article('about-zebra', 'Zebra stripes and who we are', 'category-about', 'employer_au'),
    article('placeholder-zebra', '-', 'category-about', 'employer_au'),
    article('draft-zebra', 'Zebra draft', 'category-about', 'employer_au', { published: false }),
  ];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-test-'));
    await writeFile(join(dir, 'entries.json'), JSON.stringify(records));
    const previous = process.env.CONTENT_SEED_DIR;
    process.env.CONTENT_SEED_DIR = dir;
    try {
      const started = await startServices({ only: ['search'], portOffset: OFFSET + 10 });
      stopOwn = started.stop;
      base = started.services[0]!.url;
    } finally {
      if (previous === undefined) delete process.env.CONTENT_SEED_DIR;
      else process.env.CONTENT_SEED_DIR = previous;
    }
  });

  afterAll(async () => {
    await stopOwn();
    await rm(dir, { recursive: true, force: true });
  });

  it('matches a section filter on the section or its parent section', async () => {
    const byParent = await search({ q: 'zebra', locale: 'en_AU', section: 'careers' }, base);
    expect(byParent.data).toEqual([
      expect.objectContaining({
        slug: 'life-zebra',
        categoryName: 'Life',
        sectionName: 'life-at-seek',
        parentSectionName: 'careers',
        featureImage: null,
      }),
    ]);
    expect(slugs(await search({ q: 'zebra', locale: 'en_AU', section: 'life-at-seek' }, base))).toEqual([
      'life-zebra',
    ]);
    expect(slugs(await search({ q: 'zebra', locale: 'en_AU', section: 'about' }, base))).toEqual([
      'about-zebra',
    ]);
    const suggestions = await suggest({ q: 'zebra', locale: 'en_AU', section: 'careers' }, base);
    expect(suggestions).toEqual([
      {
        titleSuggestions: 'Zebra crossings at our office',
        sectionName: 'life-at-seek',
        parentSectionName: 'careers',
        slug: 'life-zebra',
      },
    ]);
  });

  it('leaves out the placeholder titled "-" and draft-only articles', async () => {
    expect(slugs(await search({ q: 'zebra', locale: 'en_AU' }, base)).sort()).toEqual([
      'about-zebra',
      'life-zebra',
    ]);
  });

  it('filters by site when given', async () => {
    expect(slugs(await search({ q: 'zebra', site: 'candidate_au' }, base))).toEqual(['life-zebra']);
  });
});
