import type { Context } from 'hono';

import { getAuthorsSchema, toAuthorView, type AuthorView } from '../../../model/author';
import { isMissingTitle } from '../../../model/locale';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetAuthors } from '../documents';

/**
 * Authors of the request's site by name (GetAuthors, spec §7), in the request's locale with fallback;
 * only those of `slugs` when given. Authors whose name is a missing translation are left out (spec §5).
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadAuthors(c: Context<AppEnv>, slugs?: readonly string[]): Promise<AuthorView[]> {
  if (slugs?.length === 0) return [];
  const { site, localesWithDefault } = contentScope(c);
  const { language } = c.var;
  const where = slugs
    ? { slug_in: [...new Set(slugs)].sort(), sites_contains_some: [site] }
    : { sites_contains_some: [site] };
  const response = await runQuery(c, {
    name: 'GetAuthors',
    document: GetAuthors,
    // GetAuthors takes the fallback order itself as $locale (documents/README.md).
    variables: { where, locale: localesWithDefault },
    schema: getAuthorsSchema,
  });
  return response.authors
    .filter((author) => !isMissingTitle(author.name))
    .map((author) => toAuthorView(author, language));
}
