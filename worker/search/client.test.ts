import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UpstreamError } from '../upstreams/fetch';

import { searchArticles, suggestArticles } from './client';
import { resultCard, suggestionLink } from './results';

const options = { baseUrl: env.CMS_SEARCH_API };
const au = { site: 'candidate_au', locale: 'en_AU', section: null };

/** Makes the next fetch answer `body` with `status`, whatever is asked. */
const answer = (body: string, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('searchArticles', () => {
  it('asks for a zero-based page of 9 and reads the documented shape', async () => {
    const first = await searchArticles(options, au, '  job ', 0);
    expect(first).toMatchObject({ totalCount: 12, page: 0, limit: 9, totalPages: 2 });
    expect(first.data).toHaveLength(9);
    const second = await searchArticles(options, au, 'job', 1);
    expect(second.data).toHaveLength(3);
    expect(second.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
  });

  it('passes the section filter', async () => {
    const about = await searchArticles(options, { ...au, section: 'about' }, 'job', 0);
    expect(about).toMatchObject({ data: [], totalCount: 0 });
  });

  it('fails as unavailable on a network failure, a non-ok status, non-JSON and an unexpected shape', async () => {
    await expect(searchArticles({ baseUrl: 'http://127.0.0.1:9' }, au, 'job', 0)).rejects.toThrow(
      new UpstreamError('Search API', 'Search API unreachable'),
    );
    answer('{"error":"down"}', 503);
    await expect(searchArticles(options, au, 'job', 0)).rejects.toThrow('Search API answered 503');
    answer('<html>oops</html>');
    await expect(searchArticles(options, au, 'job', 0)).rejects.toThrow(
      'Search API answered something other than JSON',
    );
    answer(
      JSON.stringify({ data: [{ id: 'x', title: 1 }], totalCount: 1, page: 0, limit: 9, totalPages: 1 }),
    );
    await expect(searchArticles(options, au, 'job', 0)).rejects.toThrow(
      'Search API answered an unexpected shape at data.0.title',
    );
  });

  it('gives up after its timeout', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    await expect(searchArticles({ ...options, timeoutMs: 30 }, au, 'job', 0)).rejects.toThrow(
      'Search API timed out after 30 ms',
    );
  });
});

describe('suggestArticles', () => {
  it('reads title suggestions', async () => {
    const found = await suggestArticles(options, au, 'interview');
    expect(found[0]).toEqual({
      titleSuggestions: 'Questions to ask at the end of an interview',
      sectionName: 'career-advice',
      parentSectionName: null,
      slug: 'questions-to-ask-in-an-interview',
    });
  });

  it('fails as unavailable on an unexpected shape', async () => {
    answer('{"suggestions":[]}');
    await expect(suggestArticles(options, au, 'interview')).rejects.toMatchObject({
      name: 'UpstreamError',
      upstream: 'Search API',
    });
  });
});

describe('results as the page shows them', () => {
  const result = {
    id: 'cl1',
    title: 'Life at SEEK',
    slug: 'our-values',
    categoryName: 'Culture',
    sectionName: 'life-at-seek',
    parentSectionName: 'careers',
    publishedAt: '2025-07-05T04:20:00.000Z',
    featureImage: { url: 'https://ap-southeast-2.graphassets.com/abc', alt: null, width: 1880, height: 970 },
  };

  it('links a card under its parent section, with its category, date and 480x320 image', () => {
    expect(resultCard(result, 'en')).toEqual({
      id: 'cl1',
      title: 'Life at SEEK',
      href: '/careers/life-at-seek/article/our-values',
      category: { name: 'Culture', href: null },
      publishDate: '2025-07-05',
      timeToRead: null,
      readingTimeUnit: 'min read',
      image: {
        url: 'https://ap-southeast-2.graphassets.com/resize=fit:crop,width:480,height:320/abc',
        alt: '',
        width: 480,
        height: 320,
      },
    });
  });

  it('links a suggestion without a section under /career-advice, and keeps odd slugs one segment', () => {
    const bare = { titleSuggestions: 'T', sectionName: null, parentSectionName: null, slug: 'a/../b?c' };
    expect(suggestionLink(bare, 'th')).toEqual({
      title: 'T',
      href: '/th/career-advice/article/a%2F..%2Fb%3Fc',
    });
  });
});
