/**
 * The Section type (spec §3): the SectionFields fragment, its schema with the header and footer options
 * (spec §2), the section view and its mapper; and the section path an article or category lives under.
 */
import * as v from 'valibot';

import { assetSchema, imageView, type ImageView } from './image';
import {
  linkSchema,
  linkViews,
  navLinkSchema,
  navLinkViews,
  sectionPathSchema,
  type LinkView,
  type NavLinkView,
  type SectionPathData,
  type SectionRef,
} from './links';
import type { ViewScope } from './locale';

export const sectionFragments = {
  SectionFields: /* GraphQL */ `
    fragment SectionFields on Section {
      ...SectionPath
      sites
      headerOptions {
        id
        hideHeader
        logo {
          ...AssetFields
        }
        links {
          ...LinkFields
          subLinks {
            ...LinkFields
          }
        }
      }
      footerOptions {
        id
        skipDefaultLocale
        copyright
        logo {
          ...AssetFields
        }
        links {
          ...LinkFields
        }
      }
    }
  `,
};

/** SectionFields: the section path, its sites, header and footer options. */
export const sectionSchema = v.object({
  ...sectionPathSchema.entries,
  sites: v.optional(v.array(v.string()), []),
  headerOptions: v.nullish(
    v.object({
      id: v.string(),
      hideHeader: v.nullish(v.boolean()),
      logo: v.nullish(assetSchema),
      links: v.array(navLinkSchema),
    }),
  ),
  footerOptions: v.nullish(
    v.object({
      id: v.string(),
      skipDefaultLocale: v.nullish(v.boolean()),
      copyright: v.nullish(v.string()),
      logo: v.nullish(assetSchema),
      links: v.array(linkSchema),
    }),
  ),
});

export type SectionData = v.InferOutput<typeof sectionSchema>;

/** GetSections. */
export const getSectionsSchema = v.object({ sections: v.array(sectionSchema) });

/** A section's parent, by name. */
export interface ParentSectionView {
  id: string;
  sectionName: string;
  displayName: string;
}

export interface HeaderOptionsView {
  logo: ImageView | null;
  links: NavLinkView[];
  /** The page renders bare, without a header. */
  hideHeader: boolean;
}

export interface FooterOptionsView {
  logo: ImageView | null;
  /** Links in another locale are already left out when skipDefaultLocale is set. */
  links: LinkView[];
  copyright: string | null;
}

export interface SectionView {
  id: string;
  sectionName: string;
  displayName: string;
  /** apac, sara, seekJobs or star (spec §1); null when unset. */
  theme: string | null;
  parentSection: ParentSectionView | null;
  /** null: no header options, the page renders bare (spec §2). */
  headerOptions: HeaderOptionsView | null;
  footerOptions: FooterOptionsView | null;
}

/** Maps a validated section to its view for the requested locale and language. */
export function sectionView(section: SectionData, scope: ViewScope): SectionView {
  const { headerOptions: header, footerOptions: footer, parentSection: parent } = section;
  return {
    id: section.id,
    sectionName: section.sectionName,
    displayName: section.displayName ?? section.sectionName,
    theme: section.theme ?? null,
    parentSection: parent
      ? {
          id: parent.id,
          sectionName: parent.sectionName,
          displayName: parent.displayName ?? parent.sectionName,
        }
      : null,
    headerOptions: header
      ? {
          logo: imageView(header.logo),
          links: navLinkViews(header.links, scope),
          hideHeader: header.hideHeader === true,
        }
      : null,
    footerOptions: footer
      ? {
          logo: imageView(footer.logo),
          links: linkViews(footer.links, scope, footer.skipDefaultLocale === true),
          copyright: footer.copyright ?? null,
        }
      : null,
  };
}

/** The section an article or category lives under, with the path parts of its links (spec §2 link rules). */
export interface SectionPathView {
  name: string;
  displayName: string | null;
  theme: string | null;
  parentName: string | null;
  /** e.g. ['careers', 'life-at-seek'] or ['career-advice']. */
  parts: string[];
}

/** A SectionPath as the view of the section an article or category lives under; null without one. */
export function sectionPathView(section: SectionPathData | null | undefined): SectionPathView | null {
  if (!section) return null;
  const parentName = section.parentSection?.sectionName ?? null;
  return {
    name: section.sectionName,
    displayName: section.displayName ?? null,
    theme: section.theme ?? null,
    parentName,
    parts: parentName ? [parentName, section.sectionName] : [section.sectionName],
  };
}

/** A section path view as the href rules of model/links.ts take it. */
export function sectionRef(section: SectionPathView | null): SectionRef | null {
  if (!section) return null;
  return {
    sectionName: section.name,
    parentSection: section.parentName ? { sectionName: section.parentName } : null,
  };
}

/** The article-section key of spec §2: news, careers and life-at-{product} are their own; any other is hami. */
export type ArticleSectionKey = 'news' | 'careers' | `life-at-${string}` | 'hami';

/** The article-section key of the section an article lives in (spec §2): hami for every other section. */
export function articleSectionKey(sectionName: string | null | undefined): ArticleSectionKey {
  if (sectionName === 'news' || sectionName === 'careers') return sectionName;
  if (sectionName && /^life-at-[a-z0-9]+$/.test(sectionName)) return sectionName as `life-at-${string}`;
  return 'hami';
}

/** The employer site's top-level tabs (spec §2), which the employer header marks active. */
export const employerTabs = [
  'jobads',
  'adcentre',
  'talentsearch',
  'branding',
  'company-profiles',
  'find-a-recruiter',
  'products',
] as const;

export type EmployerTab = (typeof employerTabs)[number];

const isEmployerTab = (name: string | null | undefined): name is EmployerTab =>
  (employerTabs as readonly (string | null | undefined)[]).includes(name);

/**
 * The employer top-level tab of a section (spec §2): the tab of its name, else of its parent section's; null
 * for a section of no tab (the header then marks none).
 */
export function employerTab(
  sectionName: string | null | undefined,
  parentName?: string | null,
): EmployerTab | null {
  if (isEmployerTab(sectionName)) return sectionName;
  return isEmployerTab(parentName) ? parentName : null;
}
