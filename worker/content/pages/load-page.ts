/**
 * Loads a content page in the phases of spec §4 (see ../documents/README.md):
 * 1. GetPagesLite finds the page;
 * 2. GetPagesContainers, GetPagesPromotionalBanner, GetPagesBanner and the page record in parallel, the record
 *    from the full entity query GetPagesWithEntities, retried once as GetPagesWithEntitiesMinimal;
 * 3. GetEntities resolves the block items collected in phase 2.
 */
import type { Context } from 'hono';

import type { BlockItemData } from '../../../model/blocks/registry';
import { isMissingTitle } from '../../../model/locale';
import {
  awardTheme,
  pageBannerView,
  pagesBannerSchema,
  pagesPromotionalBannerSchema,
  promotionalBannerView,
} from '../../../model/page/banners';
import { containerViews, pagesContainersSchema, type ContainerData } from '../../../model/page/containers';
import {
  entitiesSchema,
  pageBreadcrumbs,
  pageRecordsSchema,
  pagesLiteSchema,
  type PageLiteData,
} from '../../../model/page/page';
import { pageLocalizations, pageSeoView, type PageView } from '../../../model/page/page-view';
import { sectionView } from '../../../model/section';
import type { AppEnv } from '../../env';
import { HttpError } from '../../errors';
import { listPosition } from '../../site/list-position';
import { contentScope, runQuery, type ContentScope } from '../context';
import {
  GetEntities,
  GetPagesBanner,
  GetPagesContainers,
  GetPagesLite,
  GetPagesPromotionalBanner,
  GetPagesWithEntities,
  GetPagesWithEntitiesMinimal,
} from '../documents';
import { viewScope } from '../sections/load-section';

import { containersWithData } from './block-articles';

type Run = typeof runQuery;

export interface PageQuery {
  slug: string;
  /** The section the route names; without it any page of the site with this slug. */
  section?: string;
}

/** The `where` of every page query: the slug on this site, in the section when the route names one. */
export function pageWhere(scope: ContentScope, { slug, section }: PageQuery): Record<string, unknown> {
  return {
    slug,
    sites_contains_some: [scope.site],
    ...(section ? { relatedPageSection: { sectionName: section } } : {}),
  };
}

/** Phase 1: the page, or 404 when there is none (or, on a candidate site, only a missing translation). */
export function findPage(pages: PageLiteData[], candidateSite: boolean): PageLiteData | undefined {
  return pages.find((page) => !candidateSite || !isMissingTitle(page.title));
}

// The page's own fields; the full entity query may fail (e.g. on query complexity) and is retried once as
// the minimal variant; a second failure raises (spec §4).
async function loadRecord(c: Context<AppEnv>, variables: Record<string, unknown>, id: string, run: Run) {
  const spec = { variables, schema: pageRecordsSchema };
  let result;
  try {
    result = await run(c, { ...spec, name: 'GetPagesWithEntities', document: GetPagesWithEntities });
  } catch {
    result = await run(c, {
      ...spec,
      name: 'GetPagesWithEntitiesMinimal',
      document: GetPagesWithEntitiesMinimal,
    });
  }
  return result.pages.find((page) => page.id === id);
}

// Phase 3: every block item of the containers by { id, typename, stage }, in the fallback locales.
async function loadItems(c: Context<AppEnv>, containers: ContainerData[], locales: string[], run: Run) {
  const refs = new Map(
    containers
      .flatMap((container) => container.blocks.flatMap((block) => block.items))
      .map((item) => [item.id, { id: item.id, typename: item.__typename, stage: item.stage }]),
  );
  const items = new Map<string, BlockItemData>();
  if (refs.size === 0) return items;
  const { entities } = await run(c, {
    name: 'GetEntities',
    document: GetEntities,
    variables: { entityWhere: [...refs.values()], locale: locales },
    schema: entitiesSchema,
  });
  for (const entity of entities) items.set(entity.id, entity);
  return items;
}

async function loadPhases(c: Context<AppEnv>, query: PageQuery, run: Run): Promise<PageView> {
  const scope = contentScope(c);
  const where = pageWhere(scope, query);
  const fallback = { where, localesWithDefault: scope.localesWithDefault };
  const withLocale = { ...fallback, locale: scope.locale };
  const lite = await run(c, {
    name: 'GetPagesLite',
    document: GetPagesLite,
    variables: withLocale,
    schema: pagesLiteSchema,
  });
  const found = findPage(lite.pages, c.get('site').audience === 'candidate');
  if (!found) throw new HttpError(404, 'getPage Error: No page found', query.slug);
  const byId = <P extends { id: string }>(pages: P[]) => pages.find((page) => page.id === found.id);

  const [containers, promotional, banner, record] = await Promise.all([
    run(c, {
      name: 'GetPagesContainers',
      document: GetPagesContainers,
      variables: fallback,
      schema: pagesContainersSchema,
    }),
    run(c, {
      name: 'GetPagesPromotionalBanner',
      document: GetPagesPromotionalBanner,
      variables: fallback,
      schema: pagesPromotionalBannerSchema,
    }),
    run(c, {
      name: 'GetPagesBanner',
      document: GetPagesBanner,
      variables: fallback,
      schema: pagesBannerSchema,
    }),
    loadRecord(c, withLocale, found.id, run),
  ]);
  if (!record) throw new HttpError(404, 'getPage Error: No page found', query.slug);
  const pageContainers = byId(containers.pages)?.containers ?? [];
  const items = await loadItems(c, pageContainers, scope.localesWithDefault, run);

  const views = viewScope(c);
  const section = record.relatedPageSection ? sectionView(record.relatedPageSection, views) : null;
  const title = found.title ?? '';
  return {
    id: found.id,
    title,
    slug: found.slug,
    locale: found.locale,
    stage: found.stage,
    section,
    promotionalBanner: promotionalBannerView(byId(promotional.pages)?.promotionalBanner),
    banner: pageBannerView(byId(banner.pages)?.banner, views, awardTheme(found.slug, section?.theme)),
    containers: await containersWithData(c, containerViews(pageContainers, items, views), {
      title,
      path: new URL(c.req.url).pathname,
      sectionName: section?.sectionName ?? null,
      position: listPosition(c),
    }),
    seo: pageSeoView(record, scope.locale),
    enableBreadcrumbs: record.enableBreadcrumbs === true,
    breadcrumbs: pageBreadcrumbs(title, found.slug, section, views.language),
    hideEmbeddedFormInSection: record.hideEmbeddedFormInSection === true,
    localizations: pageLocalizations(record),
  };
}

/**
 * The content page with this slug (and section) on the request's site, in its locale with fallback, as the
 * generic content page renders it. Throws HttpError 404 'getPage Error: No page found' (with the slug) when
 * there is no such page, and HttpError 500 'getPage Error: {message}' when a query fails (spec §8).
 * @param run how to run a CMS query; tests pass a recording or failing runner
 */
export async function loadPage(c: Context<AppEnv>, query: PageQuery, run: Run = runQuery): Promise<PageView> {
  try {
    return await loadPhases(c, query, run);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpError(500, `getPage Error: ${message}`, undefined, { cause: error });
  }
}
