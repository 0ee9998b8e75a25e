/**
 * The author page's props as the page reads them. ui/ never imports the worker, so the shapes are stated
 * here; the worker's AuthorWithArticles (worker/content/authors/types.ts) is assignable to them.
 */
import type { ArticleCardModel, CardImageModel } from '../../components';
import type { RichTextDocument } from '../../rich-text';

export interface AuthorModel {
  name: string;
  roleTitle: string | null;
  /** 320x320, shown round at 96px; null: the placeholder with the author's initials. */
  image: CardImageModel | null;
  description: {
    /** The first paragraph, always shown. */
    first: RichTextDocument;
    /** The other paragraphs, behind 'Read more'; null when there is only one. */
    rest: RichTextDocument | null;
  } | null;
}

export interface AuthorPageProps {
  author: AuthorModel;
  articles: { items: ArticleCardModel[]; page: number; pageCount: number };
  /** The author's path: page n is `${basePath}/${n}`. */
  basePath: string;
}
