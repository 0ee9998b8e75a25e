/**
 * The article page's props as the page reads them. ui/ never imports the worker, so the shapes are stated
 * here; the worker's ArticleView (worker/content/articles/types.ts) is assignable to ArticleModel.
 */
import type { FormView } from '../../../model/form';
import type { BoxModel } from '../../blocks/CmsLayout';
import type { BlockItemModel } from '../../blocks/types';
import type { Crumb } from '../../components/Breadcrumbs';
import type { RichTextDocument, RichTextReference } from '../../rich-text';

export type { Crumb };

export type ArticleType = 'Article' | 'Infographic' | 'Podcast' | 'Video';
export type ReadingTimeUnit = 'min read' | 'min watch' | 'min listen';

export interface ImageModel {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface PodcastModel {
  appleUrl: string | null;
  googleUrl: string | null;
  spotifyUrl: string | null;
}

export interface ArticleModel {
  id: string;
  title: string;
  articleType: ArticleType;
  timeToRead: number | null;
  readingTimeUnit: ReadingTimeUnit;
  excerpt: string | null;
  showExcerpt: boolean;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string | null;
  featureImage: ImageModel | null;
  mediaUrl: string | null;
  podcast: PodcastModel | null;
  authors: { name: string; href: string }[];
  category: { name: string; href: string | null } | null;
  content: { raw: RichTextDocument; references: readonly RichTextReference[] };
  additionalContent: {
    box?: BoxModel | null;
    components: readonly { __typename: string }[];
    blocks?: readonly BlockItemModel[];
  } | null;
  contactUs: { raw: RichTextDocument } | null;
  /** The article's additional data (e.g. datalabSurvey for the QUERY_FILTER_TAL embed). */
  additionalData?: unknown;
  formData: FormView | null;
  hideEmbeddedFormInSection: boolean;
}

export interface ArticlePageProps {
  article: ArticleModel;
  /** Parent section, section, category; the last is not a link. */
  breadcrumbs: Crumb[];
  /** The article's absolute URL, for the share bar. */
  shareUrl: string;
  /** Draft content: the preview banner shows at the top and the bottom. */
  preview?: boolean;
  /** Development shows notices where a block or form is not supported yet; production shows nothing. */
  development?: boolean;
}
