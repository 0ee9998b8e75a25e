import { articleHref, authorHref, categoryHref, localizedPath, pageHref } from '../../model/links';
import { defaultLocale, isMissingTitle } from '../../model/locale';
import type { Site, SiteLocale } from '../site/sites';

import type { SitemapEntries } from './schema';

/** One page of the sitemap: its address, when it last changed, and its versions in the site's languages. */
export interface SitemapUrl {
  loc: string;
  /** ISO date-time (W3C datetime). */
  lastmod: string;
  /** Every language version of the page, this one included: hreflang (BCP 47) and address. */
  alternates: { hreflang: string; href: string }[];
}

/** A page in one language, before it is written out with its siblings. */
interface Version {
  locale: SiteLocale;
  path: string;
  lastmod: string;
}

/**
 * The site locale a CMS locale is on this site: its own, or the site's first for the CMS default (spec §4).
 * Locales of other sites (en_AU on candidate-th) are none.
 */
function siteLocaleOf(site: Site, cmsLocale: string): SiteLocale | undefined {
  if (cmsLocale === defaultLocale) return site.locales[0];
  return site.locales.find((l) => l.hygraphLocale === cmsLocale);
}

/** One version per site language: a real translation wins over the CMS default locale standing in for it. */
function byLanguage(versions: Version[]): Version[] {
  const seen = new Map<string, Version>();
  for (const version of versions) {
    if (!seen.has(version.locale.locale)) seen.set(version.locale.locale, version);
  }
  return [...seen.values()];
}

/** Each version as a sitemap URL listing all of them (they are alternates of each other). */
function urlsOf(origin: string, versions: Version[]): SitemapUrl[] {
  const alternates = versions.map((v) => ({ hreflang: v.locale.locale, href: `${origin}${v.path}` }));
  return versions.map((v) => ({ loc: `${origin}${v.path}`, lastmod: v.lastmod, alternates }));
}

/** A version of an article: a real title and a body of its own (spec §5; an empty body answers 404). */
const isArticleVersion = (l: { title?: string | null; content?: { text?: string | null } | null }) =>
  !isMissingTitle(l.title) && Boolean(l.content?.text?.trim());

const hasVersion = (article: SitemapEntries['articles'][number]) =>
  article.localizations.some(isArticleVersion);

/** The latest of ISO timestamps (they compare as strings). */
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), dates[0] ?? '');

// Real translations first, so the default locale only fills a language that has none.
const ownFirst = <T extends { locale: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => Number(a.locale === defaultLocale) - Number(b.locale === defaultLocale));

/**
 * The published, indexable URLs of a site (spec §2 routes): articles, content pages, categories (with a
 * section) and authors in each language they have a version in (not a placeholder title '-', not an article
 * without a body of its own; the CMS default locale stands for the site's first language), the home page at
 * '/'. A page served in a language its entry has no version in names its source as canonical and is not listed
 * (worker/render/seo/language-fallback.ts). Entries marked noIndex are left out.
 */
export function sitemapUrls(site: Site, origin: string, entries: SitemapEntries): SitemapUrl[] {
  const candidate = site.audience === 'candidate';
  // Authors and categories are listed when the site has an article by them or in them (or in a child
  // category): an empty list is no page worth a search engine's visit, and no link leads to it.
  const listedArticles = entries.articles.filter((article) => !article.seo?.noIndex && hasVersion(article));
  const withArticles = new Set(
    listedArticles.flatMap((article) => [
      ...article.authors.map((author) => author.id),
      ...(article.category ? [article.category.id, article.category.parent?.id ?? ''] : []),
    ]),
  );
  const articles = listedArticles.flatMap((article) => {
    const section = article.category?.relatedCategorySection;
    const versions = ownFirst(article.localizations).flatMap((l): Version[] => {
      const locale = siteLocaleOf(site, l.locale);
      if (!locale || !isArticleVersion(l)) return [];
      return [{ locale, path: articleHref(l.slug, section, locale.language), lastmod: l.updatedAt }];
    });
    return urlsOf(origin, byLanguage(versions));
  });
  const pages = entries.pages
    .filter((page) => !page.seo?.noIndex)
    .flatMap((page) => {
      const versions = ownFirst(page.localizations).flatMap((l): Version[] => {
        const locale = siteLocaleOf(site, l.locale);
        if (!locale || (candidate && isMissingTitle(l.title))) return [];
        const path =
          l.slug === 'home'
            ? localizedPath('/', locale.language)
            : pageHref(l.slug, page.relatedPageSection, locale.language);
        return [{ locale, path, lastmod: l.updatedAt }];
      });
      return urlsOf(origin, byLanguage(versions));
    });
  const categories = entries.categories
    .filter((category) => !category.seo?.noIndex && withArticles.has(category.id))
    .flatMap((category) => {
      const versions = ownFirst(category.localizations).flatMap((l): Version[] => {
        const locale = siteLocaleOf(site, l.locale);
        const path = locale && categoryHref(l.slug, category.relatedCategorySection, locale.language);
        return locale && path ? [{ locale, path, lastmod: category.updatedAt }] : [];
      });
      return urlsOf(origin, byLanguage(versions));
    });
  const authors = entries.authors
    .filter((author) => withArticles.has(author.id))
    .flatMap((author) => {
      const versions = ownFirst(author.localizations).flatMap((l): Version[] => {
        const locale = siteLocaleOf(site, l.locale);
        return locale
          ? [{ locale, path: authorHref(author.slug, locale.language), lastmod: author.updatedAt }]
          : [];
      });
      return urlsOf(origin, byLanguage(versions));
    });
  return [...pages, ...articles, ...categories, ...authors];
}

export { latest as latestDate };
