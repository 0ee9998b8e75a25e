/**
 * The data some blocks show besides their own fields, read after the page's items (spec §4 phase 3), by block
 * typename: what a block type shows from elsewhere is one entry here, its loader beside the service it reads
 * (model/README.md "Adding a block type"). A block left with nothing to show is dropped; blocks and containers
 * left empty go too unless they have a box or tile (spec §4).
 */
import type { Context } from 'hono';

import type { BlockTypename, BlockView, BlockViewOf } from '../../model/blocks/registry';
import { withoutEmpty, type ContainerView } from '../../model/page/containers';
import type { PageView } from '../../model/page/page-view';
import { asPageError } from '../content/pages/load-page';
import type { AppEnv } from '../env';
import { withInvestorData } from '../investor/widget-data';

import { categorySectionData, latestArticlesData, latestByCategoryData } from './article-lists';
import { withCustomComponentData } from './custom-components';
import { pageContext, type PageContext } from './page-context';

/** One item of type N with the data it shows, or null when it is left with nothing to show. */
type BlockData<N extends BlockTypename> = (
  c: Context<AppEnv>,
  item: BlockViewOf<N>,
  page: PageContext,
) => BlockViewOf<N> | null | Promise<BlockViewOf<N> | null>;

const blockData: { [N in BlockTypename]?: BlockData<N> } = {
  LatestArticlesByCategory: latestByCategoryData,
  CategorySection: categorySectionData,
  LatestArticles: latestArticlesData,
  CustomComponent: withCustomComponentData,
  DocumentList: (c, item, page) => ({ ...item, position: page.position }),
  InvestorWidget: (c, item, page) => withInvestorData(c, item, page.position),
  InlineBanner: async (c, item, page) =>
    item.customComponent
      ? { ...item, customComponent: await withCustomComponentData(c, item.customComponent, page) }
      : item,
};

// Indexed by a type parameter, the entry's type follows the item's (no union of functions to call).
const blockDataOf = <N extends BlockTypename>(typename: N): BlockData<N> | undefined => blockData[typename];

/** One item with its data, or null when it is left with nothing to show. */
export async function withBlockData(
  c: Context<AppEnv>,
  item: BlockView,
  page: PageContext,
): Promise<BlockView | null> {
  if (item.__typename === 'Unsupported') return item;
  const load = blockDataOf(item.__typename);
  return load ? load(c, item, page) : item;
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

/**
 * The page read by loadPageParts (worker/content/pages/load-page.ts) with the data its blocks show besides
 * their own fields (phase 3). A failure is the page's: HttpError 500 'getPage Error: {message}' (spec §8).
 */
export function pageWithBlockData(c: Context<AppEnv>, page: PageView): Promise<PageView> {
  return asPageError(async () => ({
    ...page,
    containers: await containersWithData(c, page.containers, pageContext(c, page)),
  }));
}
