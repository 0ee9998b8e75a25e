/** The preview list of an entry (spec §2 "Preview list page", §3 Preview document) and why it may be empty. */
import { articleHref, pageHref, type SectionRef as SectionPath } from '../../../model/links';
import { defaultLocale } from '../../../model/locale';
import { sites, type Language, type Site } from '../../site/sites';

import type { PreviewArticleData, PreviewPageData } from './schema';

export interface PreviewView {
  id: string;
  /** The CMS locale, e.g. th_TH. */
  locale: string;
  /** The CMS site, e.g. candidate_th. */
  site: string;
  slug: string;
  /** The entry's address on its site, opened in a new tab; drafts carry ?draft={id} (not in career-advice). */
  link: string;
  sectionName: string | null;
  /** The site's default locale (shown in positive tone, others in info tone). */
  isDefaultLocale: boolean;
}

/** Why no preview exists, in the words of the preview list page. */
export type NoPreviewReason =
  'invalid-id' | 'not-published' | 'no-section' | 'candidate-article-or-sara-page';

export interface PreviewDataView {
  id: string;
  stage: 'DRAFT' | 'PUBLISHED';
  /** What the id names; null when neither an article nor a page. */
  kind: 'article' | 'page' | null;
  previews: PreviewView[];
  /** Set exactly when `previews` is empty. */
  reason: NoPreviewReason | null;
}

/** Where a site is served: the local `<site>.localhost` address in local runs, else its production host. */
export type SiteOrigin = (site: Site) => string;

// Candidate articles are previewed on their own route (career-advice/article-preview/{id}), SARA pages not at all.
const noListSection = 'career-advice';

function siteByCmsName(name: string): Site | undefined {
  return sites.find((site) => site.name === name.replaceAll('_', '-'));
}

function languageOf(site: Site, locale: string): Language | undefined {
  if (locale === defaultLocale) return site.locales[0]?.language;
  return site.locales.find((l) => l.hygraphLocale === locale)?.language;
}

interface Entry {
  id: string;
  stage: string;
  sites: string[];
  localizations: { locale: string; slug: string }[];
  section: SectionPath | null;
  href: (slug: string, language: Language) => string;
  /** Whether this site's version has no preview (candidate article, SARA page). */
  excluded: (site: Site) => boolean;
}

function rows(entry: Entry, origin: SiteOrigin): { previews: PreviewView[]; excluded: boolean } {
  const previews: PreviewView[] = [];
  let excluded = false;
  for (const siteName of entry.sites) {
    const site = siteByCmsName(siteName);
    if (!site) continue;
    if (entry.excluded(site)) {
      excluded = true;
      continue;
    }
    for (const { locale, slug } of entry.localizations) {
      const language = languageOf(site, locale);
      if (!language) continue;
      const sectionName = entry.section?.sectionName ?? null;
      const draft = entry.stage === 'DRAFT' && sectionName !== noListSection;
      const link = `${origin(site)}${entry.href(slug, language)}${draft ? `?draft=${entry.id}` : ''}`;
      const isDefaultLocale = locale === defaultLocale || locale === site.locales[0]?.hygraphLocale;
      previews.push({ id: entry.id, locale, site: siteName, slug, link, sectionName, isDefaultLocale });
    }
  }
  return { previews, excluded };
}

/** The previews of an article: none without a section, none for candidate sites. */
export function articlePreviews(article: PreviewArticleData, origin: SiteOrigin): PreviewDataView {
  const stage = article.stage === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
  const section = article.category?.relatedCategorySection ?? null;
  const base = { id: article.id, stage, kind: 'article' } as const;
  if (!section) return { ...base, previews: [], reason: 'no-section' };
  const { previews, excluded } = rows(
    {
      ...article,
      section,
      href: (slug, language) => articleHref(slug, section, language),
      excluded: (site) => site.audience === 'candidate',
    },
    origin,
  );
  return {
    ...base,
    previews,
    reason: previews.length ? null : excluded ? 'candidate-article-or-sara-page' : 'no-section',
  };
}

/** The previews of a page: none for a SARA page. */
export function pagePreviews(page: PreviewPageData, origin: SiteOrigin): PreviewDataView {
  const stage = page.stage === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
  const section = page.relatedPageSection ?? null;
  const { previews, excluded } = rows(
    {
      ...page,
      section,
      href: (slug, language) => pageHref(slug, section, language),
      excluded: () => section?.theme === 'sara',
    },
    origin,
  );
  const reason = previews.length ? null : excluded ? 'candidate-article-or-sara-page' : 'not-published';
  return { id: page.id, stage, kind: 'page', previews, reason };
}
