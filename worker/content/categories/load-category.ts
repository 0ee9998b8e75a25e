import type { Context } from 'hono';

import { getCategorySchema, toCategoryView, type CategoryView } from '../../../model/category';
import type { AppEnv } from '../../env';
import { notFound } from '../../errors';
import { contentScope, runQuery } from '../context';
import { GetCategory } from '../documents';

/**
 * The category page's view model for a slug on the request's site (GetCategory, spec §7), named in the
 * request's locale with fallback (spec §4). GetCategory takes no locale, so the cached response holds
 * every localisation and the view model is chosen after the cache, per request.
 * @throws HttpError 404 with the slug when it is empty, when there is no such category on the site, or
 *   when none of its localisations is usable in the request's locales (spec §5, §8)
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadCategory(c: Context<AppEnv>, slug: string): Promise<CategoryView> {
  if (slug.trim() === '') throw notFound(slug);
  const scope = contentScope(c);
  const { categories } = await runQuery(c, {
    name: 'GetCategory',
    document: GetCategory,
    variables: { where: { slug, sites_contains_some: [scope.site] } },
    schema: getCategorySchema,
  });
  const [category] = categories;
  const view = category && toCategoryView(category, scope, c.get('language'));
  if (!view) throw notFound(slug);
  return view;
}
