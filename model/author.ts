/**
 * The Author type (spec §2 "Author page", §3 Author): the author schema of GetAuthors and
 * GetAuthorWithArticles, the author view with its description split for 'Read more', and the mappers.
 */
import * as v from 'valibot';

import { articlesConnectionSchema, type ArticlesPage } from './articles-page';
import { assetSchema, imageSizes, imageView, type ImageView } from './image';
import type { JsonValue } from './json';
import { authorHref } from './links';
import { languageOfLocale, type Language } from './locale';
import { richTextSchema, type RichTextAst, type RichTextContent } from './rich-text';

/** The author fields of GetAuthors and GetAuthorWithArticles. */
export const authorSchema = v.object({
  id: v.string(),
  name: v.nullish(v.string()),
  slug: v.string(),
  roleTitle: v.nullish(v.string()),
  locale: v.string(),
  sites: v.array(v.string()),
  description: v.nullish(richTextSchema),
  image: v.nullish(assetSchema),
  /** Every locale the author has a version in (`versions: localizations(includeCurrent: true)`). */
  versions: v.optional(v.array(v.object({ locale: v.string() })), []),
});

/** GetAuthorWithArticles: the author (if any) and a page of their articles. */
export const authorWithArticlesSchema = v.object({
  authors: v.array(authorSchema),
  articlesConnection: articlesConnectionSchema,
});

export type AuthorData = v.InferOutput<typeof authorSchema>;

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
  /** The locale the description was read in: the requested one, or a fallback (spec §4). */
  locale: string;
  /** The language the description is written in (that of `locale`). */
  language: Language;
  /** Every CMS locale the author has a version in (the CMS default included), for hreflang. */
  locales: string[];
  /** Cropped to 320x320; null when the author has none, so the page shows the placeholder. */
  image: ImageView | null;
  description: AuthorDescription | null;
}

/** The author page: the author and one page of their articles. */
export interface AuthorWithArticles {
  author: AuthorView;
  articles: ArticlesPage;
}

function hasText(node: JsonValue): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(hasText);
  if (typeof node.text === 'string' && node.text.trim() !== '') return true;
  // Embedded content (an image, say) counts as content even without text.
  if (node.type === 'embed' || node.type === 'image') return true;
  return Array.isArray(node.children) && node.children.some(hasText);
}

/** Splits a description into its first paragraph and the rest (spec §2 'Read more' / 'Read less'). */
export function splitDescription(description: RichTextContent | null | undefined): AuthorDescription | null {
  if (!description) return null;
  const blocks = description.raw.children.filter(hasText);
  const [first, ...rest] = blocks;
  if (first === undefined) return null;
  const ast = (children: JsonValue[]): RichTextAst => ({ children });
  return {
    raw: description.raw,
    text: description.text,
    first: ast([first]),
    rest: rest.length > 0 ? ast(rest) : null,
  };
}

/** An author's view; `language` is the language of the page (links get its prefix). */
export function toAuthorView(author: AuthorData, language: Language): AuthorView {
  return {
    id: author.id,
    name: author.name ?? '',
    slug: author.slug,
    href: authorHref(author.slug, language),
    roleTitle: author.roleTitle || null,
    locale: author.locale,
    language: languageOfLocale(author.locale),
    locales: author.versions.map((l) => l.locale),
    image: imageView(author.image, imageSizes.author),
    description: splitDescription(author.description),
  };
}
