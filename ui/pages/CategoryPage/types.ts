/**
 * The category page's props: the category, a page of its articles and its children with their latest
 * articles are the model's views (model/category.ts, model/articles-page.ts, model/category-latest-articles.ts).
 */
import type { ArticlesPage } from '../../../model/articles-page';
import type { BannerItemView } from '../../../model/blocks/banner-item';
import type { CategoryView } from '../../../model/category';
import type { ChildCategoryWithLatestArticles } from '../../../model/category-latest-articles';
import type { FormView } from '../../../model/form';
import type { Crumb } from '../../components';
import type { PartKeeper } from '../../layout/prerendered';

export interface CategoryPageProps {
  breadcrumbs: Crumb[];
  /** `language`: the one its name and description are written in (marks them when not the page's). */
  category: Pick<CategoryView, 'name' | 'description' | 'language'>;
  articles: ArticlesPage;
  /** The category's path: page n of its list is `${basePath}/${n}`. */
  basePath: string;
  childCategories: ChildCategoryWithLatestArticles[];
  /** The 'contactus' banner item. */
  contact: BannerItemView | null;
  /** The 'subscribe' form, when the category's section calls for one. */
  subscription: FormView | null;
  /** Development shows a notice where the form widget will be. */
  development?: boolean;
  /** Keeps the page's HTML for its next reader (none for a draft). */
  keeper?: PartKeeper;
}
