/**
 * The articles the article-list blocks show (spec §2 blocks, §4 phase 3): the latest of a category, of each
 * category of a category section, of the site or its section. A list left with no articles is dropped.
 */
import type { Context } from 'hono';

import type { BlockViewOf } from '../../model/blocks/registry';
import { loadLatestArticles, loadLatestArticlesByCategory } from '../content/articles';
import type { AppEnv } from '../env';

export async function latestByCategoryData(
  c: Context<AppEnv>,
  item: BlockViewOf<'LatestArticlesByCategory'>,
): Promise<BlockViewOf<'LatestArticlesByCategory'> | null> {
  const latest = await loadLatestArticlesByCategory(c, {
    categorySlug: item.categorySlug,
    total: item.total,
  });
  if (latest.articles.length === 0) return null;
  const category = latest.category && { name: latest.category.name, href: latest.category.href };
  return { ...item, category, articles: latest.articles };
}

type SectionCategory = BlockViewOf<'CategorySection'>['categories'][number];

async function sectionCategory(
  c: Context<AppEnv>,
  category: SectionCategory,
  total: number,
): Promise<SectionCategory | null> {
  const latest = await loadLatestArticlesByCategory(c, { categorySlug: category.slug, total });
  if (!latest.category || latest.articles.length === 0) return null;
  return { ...category, name: latest.category.name, href: latest.category.href, articles: latest.articles };
}

export async function categorySectionData(
  c: Context<AppEnv>,
  item: BlockViewOf<'CategorySection'>,
): Promise<BlockViewOf<'CategorySection'> | null> {
  const categories = await Promise.all(
    item.categories.map((category) => sectionCategory(c, category, item.perCategory)),
  );
  const filled = categories.filter((category) => category !== null);
  return filled.length ? { ...item, categories: filled } : null;
}

export async function latestArticlesData(
  c: Context<AppEnv>,
  item: BlockViewOf<'LatestArticles'>,
): Promise<BlockViewOf<'LatestArticles'> | null> {
  const articles = await loadLatestArticles(c, { total: item.total, sectionName: item.sectionName });
  return articles.length ? { ...item, articles } : null;
}
