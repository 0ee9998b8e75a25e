/**
 * The data some blocks show besides their own fields, read after the page's items (spec §4 phase 3): latest
 * articles of a category or of the site, each category of a category section, and the page-dependent parts
 * of custom components (search path, the Data Lab of the site's country, the share bar's URL and title), the
 * page and year a document list shows, the investor widgets' figures (worker/investor/) and the insights tools'
 * (worker/insights/).
 * A block left with no articles is dropped; blocks and containers left empty go too unless they have a box
 * or tile (spec §4).
 */
import type { Context } from 'hono';
import * as v from 'valibot';

import { articleCardSchema, LIST_LOOKAHEAD, toLatestCards } from '../../../model/article-card';
import type { CustomComponentView } from '../../../model/blocks/custom-component';
import type { ListPosition } from '../../../model/blocks/document-list';
import type { BlockView } from '../../../model/blocks/registry';
import { withoutEmpty, type ContainerView } from '../../../model/page/containers';
import { dataLabLandingForm, dataLabPath } from '../../data-lab/landing';
import type { AppEnv } from '../../env';
import { withInsightsTool } from '../../insights/components';
import { withInvestorData } from '../../investor/widget-data';
import { searchBoxPlaceFor } from '../../search/scope';
import { pageOrigin } from '../../site/canonical';
import { loadLatestArticlesByCategory } from '../articles/load-latest';
import { contentScope, runQuery } from '../context';
import { GetLatestArticles } from '../documents/latest-articles';
import { latestListTags } from '../list-tags';

/** What a page tells its blocks: its title and address (for the share bar). */
export interface PageContext {
  title: string;
  /** The page's path on this site, language prefix included. */
  path: string;
  /** The page's section (where a search box on it searches), or null. */
  sectionName: string | null;
  /** The page and year its address asks of a paged list (investor pages). */
  position: ListPosition;
}

const latestSchema = v.object({ articles: v.array(articleCardSchema) });

async function latestArticles(c: Context<AppEnv>, total: number, sectionName: string | null) {
  const { site, localesWithDefault } = contentScope(c);
  const where: Record<string, unknown> = { sites_contains_some: [site], title_not: '-' };
  if (sectionName) where.category = { relatedCategorySection: { sectionName } };
  const response = await runQuery(c, {
    name: 'GetLatestArticles',
    document: GetLatestArticles,
    variables: { where, first: total + LIST_LOOKAHEAD, localesWithDefault },
    schema: latestSchema,
    listTags: latestListTags(site, sectionName),
  });
  return toLatestCards(response.articles, total, c.get('language'));
}

async function withPage(
  c: Context<AppEnv>,
  item: CustomComponentView,
  page: PageContext,
): Promise<CustomComponentView | null> {
  switch (item.component) {
    case 'SearchBox':
      return { ...item, search: searchBoxPlaceFor(c, page.sectionName) };
    case 'DataLabEmbed':
      return { ...item, href: dataLabPath(c), dataLab: await dataLabLandingForm(c) };
    case 'SocialShare':
      return { ...item, share: { url: new URL(page.path, pageOrigin(c)).href, title: page.title } };
    case 'SalaryDriversPromo':
      return { ...item, href: dataLabPath(c), dataLab: await dataLabLandingForm(c) };
    default:
      return withInsightsTool(c, item);
  }
}

/** One item with its data, or null when it is left with nothing to show. */
export async function withBlockData(
  c: Context<AppEnv>,
  item: BlockView,
  page: PageContext,
): Promise<BlockView | null> {
  switch (item.__typename) {
    case 'LatestArticlesByCategory': {
      const latest = await loadLatestArticlesByCategory(c, {
        categorySlug: item.categorySlug,
        total: item.total,
      });
      if (latest.articles.length === 0) return null;
      const category = latest.category && { name: latest.category.name, href: latest.category.href };
      return { ...item, category, articles: latest.articles };
    }
    case 'CategorySection': {
      const categories = await Promise.all(
        item.categories.map(async (category) => {
          const latest = await loadLatestArticlesByCategory(c, {
            categorySlug: category.slug,
            total: item.perCategory,
          });
          if (!latest.category) return null;
          return {
            ...category,
            name: latest.category.name,
            href: latest.category.href,
            articles: latest.articles,
          };
        }),
      );
      const filled = categories.filter((category) => category !== null && category.articles.length > 0);
      return filled.length
        ? { ...item, categories: filled as NonNullable<(typeof categories)[number]>[] }
        : null;
    }
    case 'LatestArticles': {
      const articles = await latestArticles(c, item.total, item.sectionName);
      return articles.length ? { ...item, articles } : null;
    }
    case 'CustomComponent':
      return withPage(c, item, page);
    case 'DocumentList':
      return { ...item, position: page.position };
    case 'InvestorWidget':
      return withInvestorData(c, item, page.position);
    case 'InlineBanner':
      return item.customComponent
        ? { ...item, customComponent: await withPage(c, item.customComponent, page) }
        : item;
    default:
      return item;
  }
}

/** The containers with every block's data read (in parallel) and emptied parts dropped. */
export async function containersWithData(
  c: Context<AppEnv>,
  containers: ContainerView[],
  page: PageContext,
): Promise<ContainerView[]> {
  const filled = await Promise.all(
    containers.map(async (container) => ({
      ...container,
      blocks: await Promise.all(
        container.blocks.map(async (block) => {
          const items = await Promise.all(block.items.map((item) => withBlockData(c, item, page)));
          return { ...block, items: items.filter((item) => item !== null) };
        }),
      ),
    })),
  );
  return withoutEmpty(filled);
}
