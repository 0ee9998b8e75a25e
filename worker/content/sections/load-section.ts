/** Loads sections (spec §7 GetSections) through the KV cache. */
import type { Context } from 'hono';

import type { ViewScope } from '../../../model/locale';
import { getSectionsSchema, sectionView, type SectionView } from '../../../model/section';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetSections } from '../documents';

/** The mapping scope of a request: its CMS locale and path language. */
export function viewScope(c: Context<AppEnv>): ViewScope {
  return { locale: contentScope(c).locale, language: c.get('language') };
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
