/**
 * The category page's props: the category, a page of its articles and its children with their latest
 * articles are the model's views (model/category.ts, model/articles-page.ts, model/category-latest-articles.ts).
 */
import type { ArticlesPage } from '../../../model/articles-page';
import type { CategoryView } from '../../../model/category';
import type { ChildCategoryWithLatestArticles } from '../../../model/category-latest-articles';
import type { BlockItemModel } from '../../blocks/types';
import type { Crumb } from '../../components';
import type { CmsFormModel } from '../../forms';

export type BannerItemModel = Extract<BlockItemModel, { __typename: 'BannerItem' }>;

/** The 'subscribe' form (spec §7 GetFormData), drawn by the form island. */
export type SubscriptionFormModel = CmsFormModel;

export interface CategoryPageProps {
  breadcrumbs: Crumb[];
  category: Pick<CategoryView, 'name' | 'description'>;
  articles: ArticlesPage;
  /** The category's path: page n of its list is `${basePath}/${n}`. */
  basePath: string;
  childCategories: ChildCategoryWithLatestArticles[];
  /** The 'contactus' banner item. */
  contact: BannerItemModel | null;
  /** The 'subscribe' form, when the category's section calls for one. */
  subscription: SubscriptionFormModel | null;
  /** Development shows a notice where the form widget will be. */
  development?: boolean;
}
