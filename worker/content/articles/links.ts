import {
  articleHref as linkToArticle,
  categoryHref as linkToCategory,
  localizedPath,
  type SectionRef as LinkSection,
} from '../../../model/links';
import type { Language } from '../../site/sites';

import type { SectionData } from './fields';
import type { SectionPath } from './types';

/** A section as links need it: its name and its parent's, as path parts. */
export function sectionPath(section: SectionData | null | undefined): SectionPath | null {
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

function linkSection(section: SectionPath | null): LinkSection | null {
  if (!section) return null;
  return {
    sectionName: section.name,
    parentSection: section.parentName ? { sectionName: section.parentName } : null,
  };
}

/**
 * /{parentSection}/{section}/article/{slug}, or /career-advice/article/{slug} without a section, with the
 * language prefix (spec §2; the one rule is worker/content/links.ts).
 */
export function articleHref(language: Language, section: SectionPath | null, slug: string): string {
  return linkToArticle(slug, linkSection(section), language);
}

/** /{parentSection}/{section}/category/{slug} with the language prefix; null (dead) without a section. */
export function categoryHref(language: Language, section: SectionPath | null, slug: string): string | null {
  return linkToCategory(slug, linkSection(section), language);
}

/** /author/{slug} with the language prefix (spec §2). */
export function authorHref(language: Language, slug: string): string {
  return localizedPath(`/author/${slug}`, language);
}
