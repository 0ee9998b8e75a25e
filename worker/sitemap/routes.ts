import { Hono, type Context } from 'hono';

import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { htmlCacheControl } from '../render/head';
import { withXDefault } from '../render/seo/alternates';
import { pageOrigin } from '../site/canonical';

import { loadSitemapEntries } from './load';
import { MAX_URLS_PER_SITEMAP, sitemapChunks, sitemapPlan } from './parts';
import { sitemapUrls, type SitemapUrl } from './urls';
import { sitemapIndexXml, urlsetXml } from './xml';

/** The site's sitemap URLs, each with x-default among its alternates. */
async function siteUrls(c: Context<AppEnv>): Promise<SitemapUrl[]> {
  const origin = pageOrigin(c);
  const urls = sitemapUrls(c.get('site'), origin, await loadSitemapEntries(c));
  return urls.map((url) => ({ ...url, alternates: withXDefault(url.alternates, c.get('site')) }));
}

function xml(c: Context<AppEnv>, body: string): Response {
  return c.body(body, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': htmlCacheControl,
  });
}

/**
 * The site's robots rules: crawl everything but the endpoints that are not pages, and where its sitemap is.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /preview/',
    'Disallow: /webhooks/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Search-engine files of each site: `/robots.txt` with its Sitemap line, `/sitemap.xml` (published, indexable
 * pages, articles, categories and authors with their language versions, x-default and lastmod), which becomes
 * an index of `/sitemap-{n}.xml` parts above the protocol's 50,000 URLs.
 */
export const sitemapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.body(robotsTxt(pageOrigin(c)), 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': htmlCacheControl,
    }),
  )
  .get('/sitemap.xml', async (c) => {
    const plan = sitemapPlan(await siteUrls(c));
    if (plan.kind === 'urlset') return xml(c, urlsetXml(plan.urls));
    const origin = pageOrigin(c);
    return xml(
      c,
      sitemapIndexXml(plan.parts.map((p) => ({ loc: `${origin}${p.path}`, lastmod: p.lastmod }))),
    );
  })
  .get('/:file{sitemap-[0-9]{1,4}\\.xml}', async (c) => {
    const file = c.req.param('file');
    const urls = await siteUrls(c);
    // Parts exist only while /sitemap.xml is an index.
    const chunk =
      urls.length > MAX_URLS_PER_SITEMAP ? sitemapChunks(urls)[Number(/\d+/.exec(file)?.[0]) - 1] : null;
    if (!chunk) throw notFound(file);
    return xml(c, urlsetXml(chunk));
  });
