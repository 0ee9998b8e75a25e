import { imageView, imageSizes } from '../../../model/image';
import type { JsonValue } from '../../../model/json';
import type { RichTextContent, RichTextAst } from '../../../model/rich-text';
import type { Language } from '../../site/sites';
import { authorHref } from '../articles/links';

import type { AuthorData } from './schema';
import type { AuthorDescription, AuthorView } from './types';

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

/** An author's view model; `language` is the language of the page (links get its prefix). */
export function toAuthorView(author: AuthorData, language: Language): AuthorView {
  return {
    id: author.id,
    name: author.name ?? '',
    slug: author.slug,
    href: authorHref(language, author.slug),
    roleTitle: author.roleTitle || null,
    locale: author.locale,
    image: imageView(author.image, imageSizes.author),
    description: splitDescription(author.description),
  };
}
