/**
 * Where a link from the CMS goes (spec §2 "Link routes from content types"). Pure functions: the same
 * target and language always give the same href; `null` is a dead link.
 */
import { languagePrefix } from '../site/path';
import type { Language } from '../site/sites';

/** A section as links need it: its name and its parent's. */
export interface SectionPath {
  sectionName: string;
  parentSection?: { sectionName: string } | null;
}

/**
 * What a CMS link points to (the LinkTarget union), read by `__typename`: ExternalUrl and Asset have a url;
 * Article (section through its category), Page and Category have a slug and a section.
 */
export interface LinkTarget {
  __typename: string;
  url?: string | null;
  slug?: string | null;
  category?: { relatedCategorySection?: SectionPath | null } | null;
  relatedPageSection?: SectionPath | null;
  relatedCategorySection?: SectionPath | null;
}

export interface LinkOptions {
  /** The language of the page the link is on: th and id paths get their prefix. */
  language: Language;
  /** A tracking query string (with or without '?') appended to external URLs. */
  trackingQuery?: string;
}

/** Slug prefixes of awards campaign pages, which are served under /page/{slug} without them. */
export const awardsSlugPrefixes = ['sara-awards-', 'star-awards-'] as const;

/** The section path `/{parentSection}/{section}`, or `/{section}` when there is no parent. */
export function sectionBase(section: SectionPath): string {
  const parent = section.parentSection?.sectionName;
  return parent ? `/${parent}/${section.sectionName}` : `/${section.sectionName}`;
}

/** A site path with the language prefix of spec §2 (/th, /id; none for English). */
export function localizedPath(path: string, language: Language): string {
  return `${languagePrefix(language)}${path}`;
}

/** An external URL: a fragment link is left as is, otherwise the tracking query is appended when one exists. */
export function externalHref(url: string, trackingQuery?: string): string {
  const query = trackingQuery?.replace(/^\?/, '');
  if (url.startsWith('#') || !query) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** An article: /{parentSection}/{section}/article/{slug}, or /career-advice/article/{slug} without a section. */
export function articleHref(
  slug: string,
  section: SectionPath | null | undefined,
  language: Language,
): string {
  const base = section ? sectionBase(section) : '/career-advice';
  return localizedPath(`${base}/article/${slug}`, language);
}

/** A page slug without its awards prefix. */
export function stripAwardsPrefix(slug: string): string {
  const prefix = awardsSlugPrefixes.find((p) => slug.startsWith(p) && slug.length > p.length);
  return prefix ? slug.slice(prefix.length) : slug;
}

/**
 * A page: the section path when its slug is the section's name, else the section path plus the slug, or
 * /page/{slug} (awards prefixes stripped) when the page has no section.
 */
export function pageHref(slug: string, section: SectionPath | null | undefined, language: Language): string {
  if (!section) return localizedPath(`/page/${stripAwardsPrefix(slug)}`, language);
  const base = sectionBase(section);
  return localizedPath(slug === section.sectionName ? base : `${base}/${slug}`, language);
}

/** A category: /{parentSection}/{section}/category/{slug}; dead (null) without a section to live in. */
export function categoryHref(
  slug: string,
  section: SectionPath | null | undefined,
  language: Language,
): string | null {
  return section ? localizedPath(`${sectionBase(section)}/category/${slug}`, language) : null;
}

/** A category chip: /{basePath}/category/{slug}, with the /id or /th prefix. */
export function categoryChipHref(basePath: string, slug: string, language: Language): string {
  const base = basePath.replace(/^\/+|\/+$/g, '');
  return localizedPath(`${base ? `/${base}` : ''}/category/${slug}`, language);
}

/** The href of any link target; an unknown or incomplete target is a dead link (null). */
export function linkHref(target: LinkTarget | null | undefined, options: LinkOptions): string | null {
  if (!target) return null;
  const { language } = options;
  const { url, slug } = target;
  switch (target.__typename) {
    case 'ExternalUrl':
      return url ? externalHref(url, options.trackingQuery) : null;
    case 'Asset':
      return url ?? null;
    case 'Article':
      return slug ? articleHref(slug, target.category?.relatedCategorySection, language) : null;
    case 'Page':
      return slug ? pageHref(slug, target.relatedPageSection, language) : null;
    case 'Category':
      return slug ? categoryHref(slug, target.relatedCategorySection, language) : null;
    default:
      return null;
  }
}
