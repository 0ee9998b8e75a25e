/**
 * The preview list of an entry (spec §2 "Preview list page", §3 Preview document, §7 GetPreviewData): the
 * schema of an article and a page by id with every localisation, the preview list view, and the mappers
 * that give one preview per site and locale, or the reason there is none.
 */
import * as v from 'valibot';

import { articleHref, pageHref, sectionPathSchema, type SectionRef } from './links';
import { defaultLocale, type Language } from './locale';

// What the preview lists read of an article and of a page: its stage, sites and every localisation.
const entryEntries = {
  id: v.string(),
  stage: v.string(),
  sites: v.optional(v.array(v.string()), []),
  localizations: v.array(v.object({ locale: v.string(), title: v.nullish(v.string()), slug: v.string() })),
};

export const previewArticleSchema = v.object({
  ...entryEntries,
  category: v.nullish(
    v.object({ id: v.string(), slug: v.string(), relatedCategorySection: v.nullish(sectionPathSchema) }),
  ),
});

export const previewPageSchema = v.object({
  ...entryEntries,
  relatedPageSection: v.nullish(sectionPathSchema),
});

/** GetPreviewData. */
export const getPreviewDataSchema = v.object({
  article: v.nullable(previewArticleSchema),
  page: v.nullable(previewPageSchema),
});

export type PreviewArticleData = v.InferOutput<typeof previewArticleSchema>;
export type PreviewPageData = v.InferOutput<typeof previewPageSchema>;

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

/** What the previews need to know of a site of the sites table (spec §1). */
export interface PreviewSite {
  /** e.g. candidate-th; the CMS names it candidate_th. */
  name: string;
  audience: string;
  /** The first is the site's default. */
  locales: readonly { language: Language; hygraphLocale: string }[];
}

/** The sites previews may link to, and where each is served (its origin). */
export interface PreviewSites<S extends PreviewSite> {
  sites: readonly S[];
  origin: (site: S) => string;
}

// Candidate articles are previewed on their own route (career-advice/article-preview/{id}), SARA pages not at all.
const noListSection = 'career-advice';

function languageOf(site: PreviewSite, locale: string): Language | undefined {
  if (locale === defaultLocale) return site.locales[0]?.language;
  return site.locales.find((l) => l.hygraphLocale === locale)?.language;
}

interface Entry<S extends PreviewSite> {
  id: string;
  stage: string;
  sites: string[];
  localizations: { locale: string; slug: string }[];
  section: SectionRef | null;
  href: (slug: string, language: Language) => string;
  /** Whether this site's version has no preview (candidate article, SARA page). */
  excluded: (site: S) => boolean;
}

function rows<S extends PreviewSite>(
  entry: Entry<S>,
  { sites, origin }: PreviewSites<S>,
): { previews: PreviewView[]; excluded: boolean } {
  const previews: PreviewView[] = [];
  let excluded = false;
  for (const siteName of entry.sites) {
    const site = sites.find((s) => s.name === siteName.replaceAll('_', '-'));
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
export function articlePreviews<S extends PreviewSite>(
  article: PreviewArticleData,
  sites: PreviewSites<S>,
): PreviewDataView {
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
    sites,
  );
  return {
    ...base,
    previews,
    reason: previews.length ? null : excluded ? 'candidate-article-or-sara-page' : 'no-section',
  };
}

/** The previews of a page: none for a SARA page. */
export function pagePreviews<S extends PreviewSite>(
  page: PreviewPageData,
  sites: PreviewSites<S>,
): PreviewDataView {
  const stage = page.stage === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
  const section = page.relatedPageSection ?? null;
  const { previews, excluded } = rows(
    {
      ...page,
      section,
      href: (slug, language) => pageHref(slug, section, language),
      excluded: () => section?.theme === 'sara',
    },
    sites,
  );
  const reason = previews.length ? null : excluded ? 'candidate-article-or-sara-page' : 'not-published';
  return { id: page.id, stage, kind: 'page', previews, reason };
}
