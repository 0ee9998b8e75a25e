import type { Context } from 'hono';

import type { CategoryView } from '../../model/category';
import type { ChildCategoryWithLatestArticles } from '../../model/category-latest-articles';
import { localizedPath } from '../../model/links';
import type { SectionView } from '../../model/section';
import type { Crumb } from '../../ui/components';
import { loadLatestArticlesByCategory } from '../content/articles';
import { loadCategoriesWithLatestArticles } from '../content/categories';
import type { AppEnv } from '../env';

/** Sections whose category pages end with the subscription form (spec §2 "for some sections"). */
export const SUBSCRIPTION_SECTIONS: readonly string[] = ['career-advice', 'hiring-advice', 'market-insights'];

/** 'life-at-seek' → 'Life at seek': a readable name for a section the CMS gives no display name. */
const readable = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

/**
 * The category page's breadcrumb (spec §2): section (and its parent), parent category, category unlinked.
 * The section names come from `section`, read in the page's locale, before the category's own section
 * reference (GetCategory reads it in the default locale), so a Thai page names its sections in Thai.
 */
export function categoryBreadcrumbs(
  c: Context<AppEnv>,
  category: CategoryView,
  section: SectionView | null,
): Crumb[] {
  const parts = category.section?.parts ?? [];
  const crumbs: Crumb[] = parts.map((part, i) => {
    const own = i === parts.length - 1;
    const text = own
      ? (section?.displayName ?? category.section?.displayName ?? readable(part))
      : (section?.parentSection?.displayName ?? readable(part));
    return { text, href: localizedPath(`/${parts.slice(0, i + 1).join('/')}`, c.get('language')) };
  });
  if (category.parent) crumbs.push({ text: category.parent.name, href: category.parent.href });
  crumbs.push({ text: category.name, href: null });
  return crumbs;
}

/**
 * The category's children with their latest articles: from the section's categories-with-latest query when
 * the category is top-level there, else one latest-articles query per child. Children without articles are
 * left out.
 */
export async function childCategoriesWithLatest(
  c: Context<AppEnv>,
  category: CategoryView,
): Promise<ChildCategoryWithLatestArticles[]> {
  if (category.children.length === 0 || !category.section) return [];
  const tops = await loadCategoriesWithLatestArticles(c, { sectionName: category.section.name });
  const own = tops.find((top) => top.id === category.id);
  const children = own
    ? own.children
    : await Promise.all(
        category.children.map(async (child) => ({
          ...child,
          articles: (await loadLatestArticlesByCategory(c, { categorySlug: child.slug })).articles,
        })),
      );
  return children.filter((child) => child.articles.length > 0);
}
