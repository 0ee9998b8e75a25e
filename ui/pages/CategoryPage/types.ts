/**
 * The category page's props as the page reads them. ui/ never imports the worker, so the shapes are stated
 * here; the worker's view models are assignable to them.
 */
import type { BannerItemView } from '../../../model/blocks/banner-item';
import type { FormView } from '../../../model/form';
import type { ArticleCardModel, Crumb } from '../../components';
import type { RichTextDocument } from '../../rich-text';

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

export interface CategoryPageProps {
  breadcrumbs: Crumb[];
  category: { name: string; description: { raw: RichTextDocument } | null };
  articles: ListPageModel;
  /** The category's path: page n of its list is `${basePath}/${n}`. */
  basePath: string;
  childCategories: ChildCategoryModel[];
  /** The 'contactus' banner item. */
  contact: BannerItemView | null;
  /** The 'subscribe' form, when the category's section calls for one. */
  subscription: FormView | null;
  /** Development shows a notice where the form widget will be. */
  development?: boolean;
}
