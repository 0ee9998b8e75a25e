/** The article page's props; the article is the model's view (model/article.ts). */
import type { ArticleView } from '../../../model/article';
import type { Crumb } from '../../components/Breadcrumbs';

export type { Crumb };

export interface ArticlePageProps {
  article: ArticleView;
  /** Parent section, section, category; the last is not a link. */
  breadcrumbs: Crumb[];
  /** The article's absolute URL, for the share bar. */
  shareUrl: string;
  /** Draft content: the preview banner shows at the top and the bottom. */
  preview?: boolean;
  /** Development shows notices where a block or form is not supported yet; production shows nothing. */
  development?: boolean;
}
