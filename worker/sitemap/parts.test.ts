import { describe, expect, it } from 'vitest';

import { sitemapChunks, sitemapPlan } from './parts';
import type { SitemapUrl } from './urls';
import { sitemapIndexXml, urlsetXml, xmlEscape } from './xml';

const url = (n: number, lastmod: string): SitemapUrl => ({
  loc: `https://th.jobsdb.com/page/p${n}`,
  lastmod,
  alternates: [{ hreflang: 'en-TH', href: `https://th.jobsdb.com/page/p${n}` }],
});

describe('sitemapPlan', () => {
  it('keeps every URL in one file up to the limit', () => {
    const urls = [url(1, '2025-01-01T00:00:00.000Z'), url(2, '2025-02-01T00:00:00.000Z')];
    expect(sitemapPlan(urls, 2)).toEqual({ kind: 'urlset', urls });
  });

  it('becomes an index of parts, each with its latest change, above the limit', () => {
    const urls = [
      url(1, '2025-01-01T00:00:00.000Z'),
      url(2, '2025-03-01T00:00:00.000Z'),
      url(3, '2025-02-01T00:00:00.000Z'),
    ];
    expect(sitemapPlan(urls, 2)).toEqual({
      kind: 'index',
      parts: [
        { path: '/sitemap-1.xml', lastmod: '2025-03-01T00:00:00.000Z' },
        { path: '/sitemap-2.xml', lastmod: '2025-02-01T00:00:00.000Z' },
      ],
    });
    expect(sitemapChunks(urls, 2).map((chunk) => chunk.length)).toEqual([2, 1]);
  });
});

describe('sitemap XML', () => {
  it('escapes addresses', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ ...url(1, '2025-01-01'), loc: 'https://x.example/?a=1&b=2' }]);
    expect(xml).toContain('<loc>https://x.example/?a=1&amp;b=2</loc>');
  });

  it('writes an index in the sitemaps namespace', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.example/sitemap-1.xml', lastmod: '2025-01-01T00:00:00.000Z' }]))
      .toBe(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://x.example/sitemap-1.xml</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></sitemap>
</sitemapindex>
`);
  });
});
