import { getThroughLoopback } from '../loopback';

/** A sitemap's addresses: each `<loc>` and its `<xhtml:link>` alternates by hreflang. */
export type Sitemap = Map<string, Map<string, string>>;

const unescape = (text: string) => text.replaceAll('&amp;', '&');

/**
 * Every address the sitemap at `origin` lists (`<loc>`) with its `<xhtml:link>` alternates, over HTTP as a
 * search engine reads it; a sitemap index is followed to each of its sitemaps.
 */
export async function readSitemap(origin: string): Promise<Sitemap> {
  const { body } = await getThroughLoopback(`${origin}/sitemap.xml`);
  const bodies = body.includes('<sitemapindex')
    ? await Promise.all(
        [...body.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(
          async ([, loc]) => (await getThroughLoopback(unescape(loc!))).body,
        ),
      )
    : [body];
  const urls: Sitemap = new Map();
  for (const [, url] of bodies.flatMap((xml) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)])) {
    const loc = unescape(/<loc>([^<]+)<\/loc>/.exec(url!)?.[1] ?? '');
    const alternates = [...url!.matchAll(/<xhtml:link [^>]*hreflang="([^"]+)" href="([^"]+)"/g)];
    urls.set(loc, new Map(alternates.map(([, lang, href]) => [lang!, unescape(href!)])));
  }
  return urls;
}
