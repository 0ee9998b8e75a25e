/** The article page's props; the article is the model's view (model/article.ts). */
import type { ArticleView } from '../../../model/article';
import type { Crumb } from '../../components/Breadcrumbs';
import type { PartKeeper } from '../../layout/prerendered';

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
  /** Keeps the body's HTML for the next pages with the same body (worker/render/part-markup.tsx); none for drafts. */
  keeper?: PartKeeper;
}
