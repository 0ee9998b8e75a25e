/**
 * Loads a content page (spec §4 page loading phases, see ../documents/README.md) in as few round trips as its
 * queries allow:
 * 1. GetPagesLite finds the page while GetPagesWithEntities, beside it, reads the whole page: its record,
 *    banners and containers with every block item resolved (both need only the address's slug and section);
 * 2. should the full entity query fail, the page is read in phases instead: its record from the minimal
 *    variant GetPagesWithEntitiesMinimal with GetPagesContainers, GetPagesPromotionalBanner and GetPagesBanner
 *    in parallel, then GetEntities resolves the block items; a second failure raises;
 * 3. the data some blocks show besides their own fields is read after, beside what else the route shows
 *    (pageWithBlockData, worker/blocks/block-data.ts).
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
  type PageBannerData,
  type PromotionalBannerData,
} from '../../../model/page/banners';
import {
  containerViews,
  pagesContainersSchema,
  resolvedItems,
  type ContainerData,
  type ResolvedContainerData,
} from '../../../model/page/containers';
import {
  entitiesSchema,
  pageBreadcrumbs,
  pageRecordsSchema,
  pagesLiteSchema,
  pagesWithEntitiesSchema,
  type PageLiteData,
  type PageRecordData,
  type WholePageData,
} from '../../../model/page/page';
import { pageLocalizations, pageSeoView, type PageView } from '../../../model/page/page-view';
import { sectionView } from '../../../model/section';
import type { AppEnv } from '../../env';
import { HttpError } from '../../errors';
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

/** What the page queries read of one page: its record, banners, containers and their block items by id. */
interface PageParts {
  record: PageRecordData;
  promotionalBanner: PromotionalBannerData | null | undefined;
  banner: PageBannerData | null | undefined;
  containers: (ContainerData | ResolvedContainerData)[];
  items: ReadonlyMap<string, BlockItemData>;
}

interface PageVariables {
  /** The where and the fallback locales: what the parts queries take. */
  fallback: Record<string, unknown>;
  /** The same and the requested locale: what the lite and entity queries take. */
  withLocale: Record<string, unknown>;
}

// Every block item of the containers by { id, typename, stage }, in the fallback locales.
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

// Phase 2, when the full entity query failed: the record from its minimal variant, the parts in parallel, then
// the items. Undefined when the page is not among the records.
async function loadPartsInPhases(
  c: Context<AppEnv>,
  id: string,
  { fallback, withLocale }: PageVariables,
  run: Run,
): Promise<PageParts | undefined> {
  const byId = <P extends { id: string }>(pages: P[]) => pages.find((page) => page.id === id);
  const [records, containers, promotional, banner] = await Promise.all([
    run(c, {
      name: 'GetPagesWithEntitiesMinimal',
      document: GetPagesWithEntitiesMinimal,
      variables: withLocale,
      schema: pageRecordsSchema,
    }),
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
  ]);
  const record = byId(records.pages);
  if (!record) return undefined;
  const pageContainers = byId(containers.pages)?.containers ?? [];
  return {
    record,
    promotionalBanner: byId(promotional.pages)?.promotionalBanner,
    banner: byId(banner.pages)?.banner,
    containers: pageContainers,
    items: await loadItems(c, pageContainers, contentScope(c).localesWithDefault, run),
  };
}

// The page's parts from the full entity query `whole`, or in phases when it failed (spec §4: the minimal
// variant is the one retry). Undefined when the page is not among its records.
async function loadParts(
  c: Context<AppEnv>,
  whole: Promise<{ pages: WholePageData[] }>,
  id: string,
  variables: PageVariables,
  run: Run,
): Promise<PageParts | undefined> {
  let pages;
  try {
    ({ pages } = await whole);
  } catch {
    return loadPartsInPhases(c, id, variables, run);
  }
  const page = pages.find((candidate) => candidate.id === id);
  return (
    page && {
      record: page,
      promotionalBanner: page.promotionalBanner,
      banner: page.banner,
      containers: page.containers,
      items: resolvedItems(page.containers),
    }
  );
}

/**
 * The content page with this slug (and section) on the request's site, in its locale with fallback, read in
 * one round trip (three should the full entity query fail), its blocks as the CMS gives them: without the data
 * some blocks show besides their own fields (pageWithBlockData), so what depends only on the page can be read
 * beside that. Throws HttpError 404 'getPage Error: No page found' (with the slug) when there is no such page,
 * and HttpError 500 'getPage Error: {message}' when a query fails (spec §8).
 * @param run how to run a CMS query; tests pass a recording or failing runner
 */
export async function loadPageParts(
  c: Context<AppEnv>,
  query: PageQuery,
  run: Run = runQuery,
): Promise<PageView> {
  return asPageError(async () => {
    const scope = contentScope(c);
    const where = pageWhere(scope, query);
    const fallback = { where, localesWithDefault: scope.localesWithDefault };
    const variables = { fallback, withLocale: { ...fallback, locale: scope.locale } };
    // Both take only the address's slug and section: the whole page is read while the light query finds it.
    const whole = run(c, {
      name: 'GetPagesWithEntities',
      document: GetPagesWithEntities,
      variables: variables.withLocale,
      schema: pagesWithEntitiesSchema,
    });
    whole.catch(() => undefined); // awaited below, unless the page is not found
    const lite = await run(c, {
      name: 'GetPagesLite',
      document: GetPagesLite,
      variables: variables.withLocale,
      schema: pagesLiteSchema,
    });
    const found = findPage(lite.pages, c.get('site').audience === 'candidate');
    if (!found) throw new HttpError(404, 'getPage Error: No page found', query.slug);
    const parts = await loadParts(c, whole, found.id, variables, run);
    if (!parts) throw new HttpError(404, 'getPage Error: No page found', query.slug);

    const views = viewScope(c);
    const { record } = parts;
    const section = record.relatedPageSection ? sectionView(record.relatedPageSection, views) : null;
    const title = found.title ?? '';
    return {
      id: found.id,
      title,
      slug: found.slug,
      locale: found.locale,
      stage: found.stage,
      section,
      promotionalBanner: promotionalBannerView(parts.promotionalBanner),
      banner: pageBannerView(parts.banner, views, awardTheme(found.slug, section?.theme)),
      containers: containerViews(parts.containers, parts.items, views),
      seo: pageSeoView(record, scope.locale),
      enableBreadcrumbs: record.enableBreadcrumbs === true,
      breadcrumbs: pageBreadcrumbs(title, found.slug, section, views.language),
      hideEmbeddedFormInSection: record.hideEmbeddedFormInSection === true,
      localizations: pageLocalizations(record),
    };
  });
}

/** A query's failure as the page's error: 404s stay, anything else is 500 'getPage Error: {message}' (spec §8). */
export async function asPageError(load: () => Promise<PageView>): Promise<PageView> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpError(500, `getPage Error: ${message}`, undefined, { cause: error });
  }
}
