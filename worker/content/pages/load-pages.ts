/** Loads pages by a `where` filter (spec §7 GetPages): the page fields without containers or banners. */
import type { Context } from 'hono';

import { pageHref } from '../../../model/links';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetPages } from '../documents';
import { viewScope } from '../sections/load-section';
import { sectionView, type SectionView } from '../sections/section';

import { pageRecordsSchema } from './page-schema';
import { pageLocalizations, seoView, type PageLocalizationView, type SeoView } from './page-view';

export interface PageSummaryView {
  id: string;
  title: string;
  slug: string;
  locale: string;
  stage: string;
  /** The page's address on this site (spec §2 link routes). */
  href: string;
  section: SectionView | null;
  seo: SeoView;
  enableBreadcrumbs: boolean;
  hideEmbeddedFormInSection: boolean;
  localizations: PageLocalizationView[];
}

/**
 * The first 2 pages by slug that match `where` (a PageWhereInput) on the request's site, in its locale with
 * fallback. Query errors propagate as ContentError.
 */
export async function loadPages(
  c: Context<AppEnv>,
  where: Record<string, unknown>,
  run: typeof runQuery = runQuery,
): Promise<PageSummaryView[]> {
  const scope = contentScope(c);
  const { pages } = await run(c, {
    name: 'GetPages',
    document: GetPages,
    variables: {
      where: { sites_contains_some: [scope.site], ...where },
      locale: scope.locale,
      localesWithDefault: scope.localesWithDefault,
    },
    schema: pageRecordsSchema,
    map: (response) => response,
  });
  const views = viewScope(c);
  return pages.map((page) => ({
    id: page.id,
    title: page.title ?? '',
    slug: page.slug,
    locale: page.locale,
    stage: page.stage,
    href: pageHref(page.slug, page.relatedPageSection, views.language),
    section: page.relatedPageSection ? sectionView(page.relatedPageSection, views) : null,
    seo: seoView(page.seo),
    enableBreadcrumbs: page.enableBreadcrumbs === true,
    hideEmbeddedFormInSection: page.hideEmbeddedFormInSection === true,
    localizations: pageLocalizations(page),
  }));
}
