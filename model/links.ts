/**
 * Where a link from the CMS goes (spec §2 "Link routes from content types"): the SectionPath and LinkFields
 * fragments, their schemas, the href rules and the link view. Pure functions: the same target and language
 * always give the same href; `null` is a dead link.
 */
import * as v from 'valibot';

import { languagePrefix, skipsLocale, type Language, type ViewScope } from './locale';

export const linkFragments = {
  SectionPath: /* GraphQL */ `
    fragment SectionPath on Section {
      id
      sectionName
      displayName
      theme
      parentSection {
        id
        sectionName
        displayName
      }
    }
  `,
  LinkFields: /* GraphQL */ `
    fragment LinkFields on Link {
      id
      text
      openLinkInNewTab
      locale
      skipDefaultLocale
      to {
        __typename
        ... on ExternalUrl {
          url
          trackingQuery
        }
        ... on Asset {
          id
          url
        }
        ... on Article {
          id
          slug
          category {
            relatedCategorySection {
              ...SectionPath
            }
          }
        }
        ... on Page {
          id
          slug
          relatedPageSection {
            ...SectionPath
          }
        }
        ... on Category {
          id
          slug
          relatedCategorySection {
            ...SectionPath
          }
        }
      }
    }
  `,
};

/** SectionPath: a section with its parent, as links and breadcrumbs need it. */
export const sectionPathSchema = v.object({
  id: v.string(),
  sectionName: v.string(),
  displayName: v.nullish(v.string()),
  theme: v.nullish(v.string()),
  parentSection: v.nullish(
    v.object({ id: v.string(), sectionName: v.string(), displayName: v.nullish(v.string()) }),
  ),
});

export type SectionPathData = v.InferOutput<typeof sectionPathSchema>;

/** A section as links need it: its name and its parent's. */
export interface SectionRef {
  sectionName: string;
  parentSection?: { sectionName: string } | null;
}

const linkTargetSchema = v.object({
  __typename: v.string(),
  id: v.optional(v.string()),
  url: v.optional(v.string()),
  /** ExternalUrl: the tracking query string its href carries (spec §2), e.g. 'utm_source=insights'. */
  trackingQuery: v.nullish(v.string()),
  slug: v.optional(v.string()),
  category: v.nullish(v.object({ relatedCategorySection: v.nullish(sectionPathSchema) })),
  relatedPageSection: v.nullish(sectionPathSchema),
  relatedCategorySection: v.nullish(sectionPathSchema),
});

/**
 * What a CMS link points to (the LinkTarget union), read by `__typename`: ExternalUrl and Asset have a url;
 * Article (section through its category), Page and Category have a slug and a section.
 */
export interface LinkTarget {
  __typename: string;
  url?: string | null;
  trackingQuery?: string | null;
  slug?: string | null;
  category?: { relatedCategorySection?: SectionRef | null } | null;
  relatedPageSection?: SectionRef | null;
  relatedCategorySection?: SectionRef | null;
}

const linkEntries = {
  id: v.string(),
  text: v.nullish(v.string()),
  openLinkInNewTab: v.nullish(v.boolean()),
  locale: v.nullish(v.string()),
  skipDefaultLocale: v.nullish(v.boolean()),
  to: v.nullish(linkTargetSchema),
};

/** LinkFields. */
export const linkSchema = v.object(linkEntries);

/** LinkFields with one level of sub-links, as header links have them. */
export const navLinkSchema = v.object({ ...linkEntries, subLinks: v.optional(v.array(linkSchema), []) });

export type LinkData = v.InferOutput<typeof linkSchema>;
export type NavLinkData = v.InferOutput<typeof navLinkSchema>;

export interface LinkOptions {
  /** The language of the page the link is on: th and id paths get their prefix. */
  language: Language;
}

/** Slug prefixes of awards campaign pages, which are served under /page/{slug} without them. */
export const awardsSlugPrefixes = ['sara-awards-', 'star-awards-'] as const;

/** The section path `/{parentSection}/{section}`, or `/{section}` when there is no parent. */
export function sectionBase(section: SectionRef): string {
  const parent = section.parentSection?.sectionName;
  return parent ? `/${parent}/${section.sectionName}` : `/${section.sectionName}`;
}

/** A site path with the language prefix of spec §2 (/th, /id; none for English). */
export function localizedPath(path: string, language: Language): string {
  return `${languagePrefix(language)}${path}`;
}

/** An external URL: a fragment link is left as is, otherwise the tracking query is appended when one exists. */
export function externalHref(url: string, trackingQuery?: string | null): string {
  const query = trackingQuery?.replace(/^\?/, '');
  if (url.startsWith('#') || !query) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** An article: /{parentSection}/{section}/article/{slug}, or /career-advice/article/{slug} without a section. */
export function articleHref(
  slug: string,
  section: SectionRef | null | undefined,
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
export function pageHref(slug: string, section: SectionRef | null | undefined, language: Language): string {
  if (!section) return localizedPath(`/page/${stripAwardsPrefix(slug)}`, language);
  const base = sectionBase(section);
  return localizedPath(slug === section.sectionName ? base : `${base}/${slug}`, language);
}

/** A category: /{parentSection}/{section}/category/{slug}; dead (null) without a section to live in. */
export function categoryHref(
  slug: string,
  section: SectionRef | null | undefined,
  language: Language,
): string | null {
  return section ? localizedPath(`${sectionBase(section)}/category/${slug}`, language) : null;
}

/** A category chip: /{basePath}/category/{slug}, with the /id or /th prefix. */
export function categoryChipHref(basePath: string, slug: string, language: Language): string {
  const base = basePath.replace(/^\/+|\/+$/g, '');
  return localizedPath(`${base ? `/${base}` : ''}/category/${slug}`, language);
}

/** An author: /author/{slug} with the language prefix. */
export function authorHref(slug: string, language: Language): string {
  return localizedPath(`/author/${slug}`, language);
}

/** The href of any link target; an unknown or incomplete target is a dead link (null). */
export function linkHref(target: LinkTarget | null | undefined, options: LinkOptions): string | null {
  if (!target) return null;
  const { language } = options;
  const { url, slug } = target;
  switch (target.__typename) {
    case 'ExternalUrl':
      return url ? externalHref(url, target.trackingQuery) : null;
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

export interface LinkView {
  id: string;
  text: string;
  /** null: a dead link (unknown or missing target). */
  href: string | null;
  openInNewTab: boolean;
  locale: string | null;
}

export interface NavLinkView extends LinkView {
  subLinks: LinkView[];
}

/** A CMS link with its href resolved by the rules of spec §2. */
export function linkView(link: LinkData, scope: ViewScope): LinkView {
  return {
    id: link.id,
    text: link.text ?? '',
    href: linkHref(link.to, { language: scope.language }),
    openInNewTab: link.openLinkInNewTab === true,
    locale: link.locale ?? null,
  };
}

/** Links that apply to the requested locale (a link's own skipDefaultLocale, or its owner's). */
export function linkViews(links: LinkData[], scope: ViewScope, skip = false): LinkView[] {
  return links
    .filter((link) => !skipsLocale(link.locale, scope, skip || link.skipDefaultLocale === true))
    .map((link) => linkView(link, scope));
}

/** Header links with their sub-link dropdowns. */
export function navLinkViews(links: NavLinkData[], scope: ViewScope): NavLinkView[] {
  return links
    .filter((link) => !skipsLocale(link.locale, scope, link.skipDefaultLocale === true))
    .map((link) => ({ ...linkView(link, scope), subLinks: linkViews(link.subLinks, scope) }));
}

/** A URL the page may put in an href or a frame: site-relative or http(s); anything else is null. */
export function safeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}
