/** The author page's props: the author and a page of their articles, the model's views (model/author.ts). */
import type { ArticlesPage } from '../../../model/articles-page';
import type { AuthorView } from '../../../model/author';

export interface AuthorPageProps {
  author: AuthorView;
  articles: ArticlesPage;
  /** The author's path: page n is `${basePath}/${n}`. */
  basePath: string;
}
