/**
 * What search engines read of candidate-au, candidate-th, employer-au and employer-id, over HTTP with no
 * browser: a crawl from each home along the site's own links must reach every URL its sitemap lists, and every
 * page it reaches has a description, a sharing image (og:image, its alt, the Twitter card), a canonical that is
 * itself or, for a page served in a fallback language, the source-language address it declares, hreflang
 * alternates that are all listed and name it back, `lang` on every block of text in another language than the
 * page, and JSON-LD with the properties Google's Article, BreadcrumbList and Organization results require.
 */
import { describe, expect, inject, it } from 'vitest';

import { getThroughLoopback } from './loopback';
import { parseHtml, readHead, textInUnmarkedLanguage, type PageHead } from './seo/page-head';
import { readSitemap, type Sitemap } from './seo/sitemap';
import { structuredDataProblems } from './seo/structured-data';

const sites: [site: string, homes: string[]][] = [
  ['candidate-au', ['/']],
  ['candidate-th', ['/', '/th/']],
  ['employer-au', ['/']],
  ['employer-id', ['/', '/id/']],
];

/** A bound on pages per site, far above what the seed has, so a link loop cannot run forever. */
const pagesPerSite = 600;
/** Addresses that are not reader pages: endpoints, downloads, previews. */
const notAPage = /^\/(api|admin|preview|webhooks)\b|\.(pdf|xml|txt|json|svg|png|ico)$/;

const origin = (site: string) => `http://${site}.localhost:${inject('port')}`;

interface Crawled {
  url: string;
  head: PageHead;
  unmarked: string[];
}

/** Breadth first from the homes along same-site links without a query, every page that answers 200. */
async function crawl(
  site: string,
  homes: string[],
): Promise<{ pages: Map<string, Crawled>; problems: string[] }> {
  const pages = new Map<string, Crawled>();
  const problems: string[] = [];
  const seen = new Set(homes);
  const queue = [...homes];
  while (queue.length > 0 && pages.size < pagesPerSite) {
    const batch = queue.splice(0, 6);
    await Promise.all(
      batch.map(async (path) => {
        const url = `${origin(site)}${path}`;
        const { status, body, location } = await getThroughLoopback(url);
        // A crawler follows a redirect within the site (the policy links, say).
        const target = location && new URL(location, url);
        if (target && target.origin === origin(site) && !seen.has(target.pathname)) {
          seen.add(target.pathname);
          queue.push(target.pathname);
        }
        if (status !== 200) {
          if (!target) problems.push(`${path}: a link leads to a ${status}`);
          return;
        }
        const document = parseHtml(body);
        const head = readHead(document, url);
        pages.set(url, { url, head, unmarked: textInUnmarkedLanguage(document) });
        for (const link of head.links) {
          if (link.includes('?') || notAPage.test(link) || seen.has(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      }),
    );
  }
  return { pages, problems };
}

/** The problems of one page a search engine reads. */
function pageProblems(page: Crawled, sitemap: Sitemap, pages: Map<string, Crawled>) {
  const { head, url } = page;
  const problems: string[] = [];
  if (!head.description?.trim()) problems.push('no meta description');
  for (const name of ['og:image', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image'])
    if (!head.social.get(name)?.trim()) problems.push(`no ${name}`);
  const listed = sitemap.has(url);
  if (head.canonical !== url) {
    // A page served in a fallback language names its source-language version, which is listed and real.
    if (listed) problems.push(`listed, but its canonical is ${head.canonical}`);
    // (A noindex entry is in no sitemap, in any language.)
    else if (!head.canonical || (!sitemap.has(head.canonical) && !head.robots?.includes('noindex')))
      problems.push(`canonical ${head.canonical}, which the sitemap does not list`);
    if (head.alternates.size > 0) problems.push('not its own canonical, yet it names hreflang alternates');
  }
  if (listed) {
    const inSitemap = sitemap.get(url)!;
    const own = [...head.alternates].filter(([lang]) => lang !== 'x-default');
    const listedOwn = [...inSitemap].filter(([lang]) => lang !== 'x-default');
    if (JSON.stringify(own.sort()) !== JSON.stringify(listedOwn.sort()))
      problems.push(`hreflang ${JSON.stringify(own)} but the sitemap says ${JSON.stringify(listedOwn)}`);
    if (own.length > 0 && !head.alternates.has('x-default')) problems.push('hreflang without x-default');
    if (own.length > 0 && !own.some(([, href]) => href === url))
      problems.push('hreflang does not name itself');
    for (const [lang, href] of own) {
      const other = pages.get(href);
      if (!sitemap.has(href)) problems.push(`hreflang ${lang} ${href} is not in the sitemap`);
      else if (other && ![...other.head.alternates.values()].includes(url))
        problems.push(`hreflang ${lang} ${href} does not name it back`);
    }
  }
  problems.push(...page.unmarked.map((text) => `text in another language without lang: ${text}`));
  problems.push(...structuredDataProblems(head.jsonLd));
  return problems;
}

describe.each(sites)('what search engines read of %s', (site, homes) => {
  it(
    'reaches every sitemap URL from its homes, and every page has its metadata, languages and alternates',
    { timeout: 240_000 },
    async () => {
      const sitemap = await readSitemap(origin(site));
      expect(sitemap.size).toBeGreaterThan(30);
      const { pages, problems } = await crawl(site, homes);
      for (const loc of sitemap.keys())
        if (!pages.has(loc)) problems.push(`${loc}: listed, but no link reaches it`);
      for (const page of pages.values()) {
        if (page.head.robots?.includes('noindex') && sitemap.has(page.url))
          problems.push(`${page.url}: listed, but noindex`);
        for (const problem of pageProblems(page, sitemap, pages))
          problems.push(`${page.url.replace(origin(site), '')}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
