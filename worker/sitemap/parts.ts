import { latestDate, type SitemapUrl } from './urls';

/** The sitemaps.org limit of URLs in one file; above it the sitemap becomes an index of parts. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** What /sitemap.xml serves: every URL in one file, or an index of parts /sitemap-1.xml … */
export type SitemapPlan =
  { kind: 'urlset'; urls: SitemapUrl[] } | { kind: 'index'; parts: { path: string; lastmod: string }[] };

/** The path of part `n` (1-based) of a sitemap index. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** Splits the URLs into parts of at most `max`. */
export function sitemapChunks(urls: readonly SitemapUrl[], max = MAX_URLS_PER_SITEMAP): SitemapUrl[][] {
  const chunks: SitemapUrl[][] = [];
  for (let at = 0; at < urls.length; at += max) chunks.push(urls.slice(at, at + max));
  return chunks;
}

/** One file while the URLs fit, else an index with each part's path and latest change. */
export function sitemapPlan(urls: readonly SitemapUrl[], max = MAX_URLS_PER_SITEMAP): SitemapPlan {
  if (urls.length <= max) return { kind: 'urlset', urls: [...urls] };
  return {
    kind: 'index',
    parts: sitemapChunks(urls, max).map((chunk, i) => ({
      path: sitemapPartPath(i + 1),
      lastmod: latestDate(chunk.map((url) => url.lastmod)),
    })),
  };
}
