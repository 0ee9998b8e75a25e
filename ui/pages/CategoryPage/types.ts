/**
 * The category page's props as the page reads them. ui/ never imports the worker, so the shapes are stated
 * here; the worker's view models are assignable to them.
 */
import type { BlockItemModel } from '../../blocks/types';
import type { ArticleCardModel, Crumb } from '../../components';
import type { CmsFormModel } from '../../forms';
import type { RichTextDocument } from '../../rich-text';

export type BannerItemModel = Extract<BlockItemModel, { __typename: 'BannerItem' }>;

export interface ListPageModel {
  items: ArticleCardModel[];
  /** The normalised, 1-based page. */
  page: number;
  pageCount: number;
}

export interface ChildCategoryModel {
  id: string;
  name: string;
  href: string | null;
  /** Its latest articles, newest first. */
  articles: ArticleCardModel[];
}

/** The 'subscribe' form (spec §7 GetFormData), drawn by the form island. */
export type SubscriptionFormModel = CmsFormModel;

export interface CategoryPageProps {
  breadcrumbs: Crumb[];
  category: { name: string; description: { raw: RichTextDocument } | null };
  articles: ListPageModel;
  /** The category's path: page n of its list is `${basePath}/${n}`. */
  basePath: string;
  childCategories: ChildCategoryModel[];
  /** The 'contactus' banner item. */
  contact: BannerItemModel | null;
  /** The 'subscribe' form, when the category's section calls for one. */
  subscription: SubscriptionFormModel | null;
  /** Development shows a notice where the form widget will be. */
  development?: boolean;
}
