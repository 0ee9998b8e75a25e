import type { RichTextAst } from '../../../model/rich-text';
import type { ArticlesPage, ImageView } from '../articles/types';

/** An author's description, split so the page shows the first paragraph and hides the rest (spec §2). */
export interface AuthorDescription {
  raw: RichTextAst;
  text: string;
  /** The first paragraph, as an AST of one block. */
  first: RichTextAst;
  /** The other paragraphs, behind 'Read more'; null when there is only one. */
  rest: RichTextAst | null;
}

/** An author as the author page's side panel shows them (spec §2 "Author page", §3 Author). */
export interface AuthorView {
  id: string;
  name: string;
  slug: string;
  /** /author/{slug}, with the language prefix. */
  href: string;
  roleTitle: string | null;
  locale: string;
  /** Cropped to 320x320; null when the author has none, so the page shows the placeholder. */
  image: ImageView | null;
  description: AuthorDescription | null;
}

/** The author page: the author and one page of their articles. */
export interface AuthorWithArticles {
  author: AuthorView;
  articles: ArticlesPage;
}
