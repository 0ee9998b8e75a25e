/** Loads sections (spec §7 GetSections, GetParentSection) through the KV cache. */
import type { Context } from 'hono';

import type { ViewScope } from '../../../model/locale';
import {
  getParentSectionSchema,
  getSectionsSchema,
  sectionView,
  type SectionView,
} from '../../../model/section';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetParentSection, GetSections } from '../documents';

/** The mapping scope of a request: its CMS locale and path language. */
export function viewScope(c: Context<AppEnv>): ViewScope {
  return { locale: contentScope(c).locale, language: c.var.language };
}

/**
 * The site's section named `sectionName`, with header and footer options resolved for the request's
 * locale and language; null when the site has no such section.
 * @param run how to run a CMS query; tests pass a recording or failing runner
 */
export async function loadSection(
  c: Context<AppEnv>,
  sectionName: string,
  run: typeof runQuery = runQuery,
): Promise<SectionView | null> {
  const { site, localesWithDefault } = contentScope(c);
  const { sections } = await run(c, {
    name: 'GetSections',
    document: GetSections,
    variables: { where: { sectionName, sites_contains_some: [site] }, locale: localesWithDefault },
    schema: getSectionsSchema,
  });
  const [section] = sections;
  return section ? sectionView(section, viewScope(c)) : null;
}

/**
 * The parent of the site's section named `sectionName` (e.g. careers for life-at-seek), with its header
 * and footer options; null when the section or its parent does not exist.
 */
export async function loadParentSection(
  c: Context<AppEnv>,
  sectionName: string,
  run: typeof runQuery = runQuery,
): Promise<SectionView | null> {
  const { site, localesWithDefault } = contentScope(c);
  const { sections } = await run(c, {
    name: 'GetParentSection',
    document: GetParentSection,
    variables: { where: { sectionName, sites_contains_some: [site] }, locale: localesWithDefault },
    schema: getParentSectionSchema,
  });
  const parent = sections[0]?.parentSection;
  return parent ? sectionView(parent, viewScope(c)) : null;
}
