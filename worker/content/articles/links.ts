import type { SectionData } from './fields';
import type { SectionPath } from './types';

/** The section of articles and categories that have none (spec §2: /career-advice/article/{slug}). */
export const NO_SECTION_PATH = ['career-advice'];

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

function join(prefix: string, parts: string[]): string {
  return `${prefix}/${parts.map((part) => encodeURIComponent(part)).join('/')}`;
}

/** /{parentSection}/{section}/article/{slug}, or /career-advice/article/{slug} without a section (spec §2). */
export function articleHref(prefix: string, section: SectionPath | null, slug: string): string {
  return join(prefix, [...(section?.parts ?? NO_SECTION_PATH), 'article', slug]);
}

/** /{parentSection}/{section}/category/{slug} (spec §2); /career-advice/category/{slug} without a section. */
export function categoryHref(prefix: string, section: SectionPath | null, slug: string): string {
  return join(prefix, [...(section?.parts ?? NO_SECTION_PATH), 'category', slug]);
}

/** /author/{slug} (spec §2). */
export function authorHref(prefix: string, slug: string): string {
  return join(prefix, ['author', slug]);
}
