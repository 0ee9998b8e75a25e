/** The author page's props: the author and a page of their articles, the model's views (model/author.ts). */
import type { ArticlesPage } from '../../../model/articles-page';
import type { AuthorView } from '../../../model/author';
import type { PartKeeper } from '../../layout/prerendered';

export interface AuthorPageProps {
  author: AuthorView;
  articles: ArticlesPage;
  /** The author's path: page n is `${basePath}/${n}`. */
  basePath: string;
  /** Keeps the page's HTML for its next reader (none for a draft). */
  keeper?: PartKeeper;
}
