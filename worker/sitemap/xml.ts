import type { SitemapUrl } from './urls';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value escaped for XML. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A `<urlset>` (sitemaps.org 0.9) with each URL's language versions as `<xhtml:link rel="alternate">`, the way
 * search engines read hreflang from sitemaps.
 */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = url.alternates
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`,
        )
        .join('');
      return `<url><loc>${xmlEscape(url.loc)}</loc><lastmod>${xmlEscape(url.lastmod)}</lastmod>${links}</url>`;
    })
    .join('\n');
  return `${declaration}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at the parts of a sitemap too large for one file. */
export function sitemapIndexXml(parts: readonly { loc: string; lastmod: string }[]): string {
  const body = parts
    .map((p) => `<sitemap><loc>${xmlEscape(p.loc)}</loc><lastmod>${xmlEscape(p.lastmod)}</lastmod></sitemap>`)
    .join('\n');
  return `${declaration}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}
