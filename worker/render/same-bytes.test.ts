import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../app';

import { forgetFrameMarkup } from './frame-markup';
import { withImagePreloadsInOneOrder } from './image-preloads';
import { forgetPartMarkup, partMarkupSize } from './part-markup';

const app = createApp();
// Credentials make the page cache step aside (page-policy.ts): every such request renders the public page.
const rendered = async (url: string) => {
  const res = await app.request(url, { headers: { authorization: 'Bearer t0ken' } }, env);
  expect(res.status, url).toBe(200);
  return res.text();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The home of each kind of site (candidate, employer, the root candidate site; English, Thai and Bahasa), and
// an article whose hero image is fetched first (fetchPriority high).
const pages = [
  'http://candidate-au.localhost:8787/',
  'http://employer-au.localhost:8787/',
  'http://candidate.localhost:8787/',
  'http://candidate-th.localhost:8787/th/',
  'http://employer-id.localhost:8787/id/',
  'http://employer-sg.localhost:8787/',
  'http://candidate-au.localhost:8787/career-advice/article/how-to-write-a-resume',
];

beforeEach(() => {
  forgetPartMarkup();
  forgetFrameMarkup();
});

describe('a page rendered with nothing kept and from kept parts', () => {
  it.each(pages)(
    'is the same bytes: %s',
    async (url) => {
      const first = await rendered(url);
      await settle();
      const hits = partMarkupSize().hits;
      const second = await rendered(url);
      expect(partMarkupSize().hits, 'the second render used kept parts').toBeGreaterThan(hits);
      expect(second).toBe(first);
      expect(first).toMatch(/<link rel="preload" (href="[^"]*" )?as="image" fetchPriority="high"/);
    },
    60_000,
  );
});

describe('withImagePreloadsInOneOrder', () => {
  it("writes an image preload's attributes in preload()'s order, and leaves other links and the body alone", () => {
    const page =
      '<html><head><link rel="preload" as="image" imageSrcSet="a.jpg 1x" imageSizes="100vw" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="b.jpg"/><link rel="preload" as="font" href="f.woff2" crossOrigin=""/>' +
      '</head><body><link rel="preload" as="image" href="c.jpg"/></body></html>';
    expect(withImagePreloadsInOneOrder(page)).toBe(
      '<html><head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="a.jpg 1x" imageSizes="100vw"/>' +
        '<link rel="preload" href="b.jpg" as="image"/><link rel="preload" as="font" href="f.woff2" crossOrigin=""/>' +
        '</head><body><link rel="preload" as="image" href="c.jpg"/></body></html>',
    );
  });
});
