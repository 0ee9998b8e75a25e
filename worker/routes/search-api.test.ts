import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';

const app = createApp();

interface Body {
  suggestions?: { title: string; href: string }[];
  error?: string;
  fields?: Record<string, string>;
}

const suggest = async (host: string, query: string, envs: object = env) => {
  const res = await app.request(`http://${host}/api/search/autocomplete?${query}`, {}, envs);
  return { res, body: (await res.json()) as Body };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/search/autocomplete', () => {
  it('answers title suggestions with the article paths, cached briefly', async () => {
    const { res, body } = await suggest('candidate-au.localhost', 'q=interview');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('x-search-cache')).toBe('miss');
    expect(body.suggestions?.[0]).toEqual({
      title: 'Questions to ask at the end of an interview',
      href: '/career-advice/article/questions-to-ask-in-an-interview',
    });
    expect(body.suggestions!.length).toBeLessThanOrEqual(8);
    const again = await suggest('candidate-au.localhost', 'q=%20interview%20');
    expect(again.res.headers.get('x-search-cache')).toBe('hit');
    expect(again.body).toEqual(body);
  });

  it("keeps to the site's own articles", async () => {
    const { body } = await suggest('employer-au.localhost', 'q=interview');
    expect(body.suggestions!.length).toBeGreaterThan(0);
    expect(body.suggestions!.every((s) => s.href.startsWith('/hiring-advice/article/'))).toBe(true);
  });

  it('suggests in Thai with /th paths, completing a word typed halfway', async () => {
    const q = encodeURIComponent('เรซู');
    const { res, body } = await suggest('candidate-th.localhost', `q=${q}&language=th`);
    expect(res.status).toBe(200);
    expect(body.suggestions).toEqual([
      { title: 'วิธีเขียนเรซูเม่ให้โดดเด่น', href: '/th/career-advice/article/how-to-write-a-resume' },
    ]);
  });

  it('suggests in Bahasa with /id paths', async () => {
    const { body } = await suggest('candidate-id.localhost', 'q=ceritakan&language=id');
    expect(body.suggestions).toEqual([
      {
        title: "Cara menjawab 'Ceritakan tentang diri Anda'",
        href: '/id/career-advice/article/tell-me-about-yourself',
      },
    ]);
  });

  it('filters by section on AU, and ignores a section where sections have no search of their own', async () => {
    const about = await suggest('candidate-au.localhost', 'q=interview&section=about');
    expect(about.res.status).toBe(200);
    expect(about.body.suggestions).toEqual([]);
    const hk = await suggest('candidate-hk.localhost', 'q=interview&section=about');
    expect(hk.body.suggestions!.length).toBeGreaterThan(0);
  });

  it.each([
    ['', 'q', 'Required'],
    ['q=ab', 'q', 'At least 3 characters'],
    ['q=%20%20ab%20%20', 'q', 'At least 3 characters'],
    [`q=${'a'.repeat(201)}`, 'q', 'At most 200 characters'],
    ['q=interview&section=news', 'section', 'One of about, careers'],
    ['q=interview&language=fr', 'language', 'One of en, th, id'],
    ['q=interview&language=th', 'language', 'This site serves en'],
  ])('answers 400 naming the parameter for %s', async (query, field, reason) => {
    const { res, body } = await suggest('candidate-au.localhost', query);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.fields).toEqual({ [field]: reason });
    expect(body.error).toBe(`Invalid parameter "${field}": ${reason}`);
  });

  it('takes markup, slashes and percent signs as text', async () => {
    for (const q of ['<script>alert(1)</script>', 'a/b/../c', '100%', '%E0%A4%A']) {
      const { res, body } = await suggest('candidate-au.localhost', `q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(body.suggestions, q).toEqual([]);
    }
  });

  it('answers 502 when the search API fails, and caches nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...env, CMS_SEARCH_API: 'http://127.0.0.1:9' };
    const { res, body } = await suggest('candidate-nz.localhost', 'q=salary', down);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.error).toBe('Search suggestions are unavailable right now');
    expect(log).toHaveBeenCalledWith('Search suggestions failed', 'Search API unreachable');
    const up = await suggest('candidate-nz.localhost', 'q=salary');
    expect(up.res.status).toBe(200);
    expect(up.res.headers.get('x-search-cache')).toBe('miss');
  });
});
