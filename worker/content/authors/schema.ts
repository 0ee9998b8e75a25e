import * as v from 'valibot';

import { assetSchema } from '../../../model/image';
import { richTextSchema } from '../../../model/rich-text';
import { articlesConnectionSchema } from '../articles/schema';

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
});

/** GetAuthors. */
export const getAuthorsSchema = v.object({ authors: v.array(authorSchema) });

/** GetAuthorWithArticles: the author (if any) and a page of their articles. */
export const authorWithArticlesSchema = v.object({
  authors: v.array(authorSchema),
  articlesConnection: articlesConnectionSchema,
});

export type AuthorData = v.InferOutput<typeof authorSchema>;
