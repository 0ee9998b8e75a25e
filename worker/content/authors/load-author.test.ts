import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { HttpError } from '../../errors';
import { isJsonSerialisable, load, withContext } from '../test-context';

import { loadAuthorWithArticles } from './load-author';

const au = 'http://candidate-au.localhost/author/amanda-wright';
const amanda = (page: unknown, url = au) =>
  load(url, (c) => loadAuthorWithArticles(c, { slug: 'amanda-wright', page }));

describe('loadAuthorWithArticles', () => {
  it('reads the author with a 320x320 image and the description split after the first paragraph', async () => {
    const { author, articles } = await amanda(1);
    expect(author).toMatchObject({
      name: 'Amanda Wright',
      slug: 'amanda-wright',
      href: '/author/amanda-wright',
      roleTitle: 'Career Advice Editor',
      image: { width: 320, height: 320 },
    });
    expect(author.image?.url).toMatch(
      new RegExp(`^${env.CMS_ASSET_HOST}/resize=fit:crop,width:320,height:320/\\w+$`),
    );
    expect(author.description?.first.children).toHaveLength(1);
    expect(author.description?.rest?.children).toHaveLength(2);
    expect(author.description?.text.split('\n')).toHaveLength(3);
    // 16 seeded articles, one with empty content text (spec §5: not found, so not listed).
    expect(articles).toMatchObject({ total: 15, page: 1, pageSize: 12, pageCount: 2 });
    expect(articles.items).toHaveLength(12);
    const dates = articles.items.map((card) => card.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles.items.map((card) => card.title)).not.toContain('-');
    expect(isJsonSerialisable({ author, articles })).toBe(true);
  });

  it('normalises the page and answers an empty page beyond the last with the right total', async () => {
    for (const page of [0, -1, 'abc', 1.7]) expect((await amanda(page)).articles.page).toBe(1);
    expect((await amanda('2')).articles.items).toHaveLength(3);
    expect((await amanda(5)).articles).toMatchObject({ items: [], total: 15, page: 5, pageCount: 2 });
  });

  it('reads the root candidate site too', async () => {
    const { articles } = await amanda(2, 'http://candidate.localhost/author/amanda-wright');
    expect(articles).toMatchObject({ total: 15 });
    expect(articles.items).toHaveLength(3);
  });

  it('reads a Thai author description and Thai article titles', async () => {
    const { author, articles } = await load('http://candidate-th.localhost/th/author/x', (c) =>
      loadAuthorWithArticles(c, { slug: 'siriporn-chaiyasit', page: 1 }),
    );
    expect(author).toMatchObject({ locale: 'th_TH', href: '/th/author/siriporn-chaiyasit' });
    expect(author.description?.text).toMatch(/^ศิริพร/);
    expect(articles.items.map((card) => card.title)).toContain('วิธีเขียนเรซูเม่ให้โดดเด่น');
  });

  it('is not found for an unknown or empty slug, with the slug', async () => {
    for (const slug of ['no-such-author', '']) {
      const { error } = await withContext(au, (c) => loadAuthorWithArticles(c, { slug, page: 1 }));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, slug });
    }
  });

  it('is a cache hit the second time', async () => {
    const url = 'http://candidate-nz.localhost/author/tom-henare';
    const loader = (c: Parameters<typeof loadAuthorWithArticles>[0]) =>
      loadAuthorWithArticles(c, { slug: 'tom-henare', page: 1 });
    expect((await withContext(url, loader)).cache).toBe('miss');
    expect((await withContext(url, loader)).cache).toBe('hit');
  });
});
