import type { Context } from 'hono';

import { searchBoxPlace } from '../../model/rules/search-path';
import type { SearchBoxPlace } from '../../model/search';
import type { AppEnv } from '../env';

import type { ClientOptions, SearchScope } from './client';

/** The search API of this environment (CMS_SEARCH_API; the local stand-in in development and tests). */
export const searchClientOptions = (c: Context<AppEnv>): ClientOptions => ({ baseUrl: c.env.CMS_SEARCH_API });

/** A search on this request's site and locale, in `section` (null: the whole site). */
export function searchScope(c: Context<AppEnv>, section: string | null): SearchScope {
  return {
    site: c.get('site').name.replaceAll('-', '_'),
    locale: c.get('locale').hygraphLocale,
    section,
  };
}

/**
 * Where a search box on a page of `sectionName` sends its searches on this site and language: the section's
 * search for about and careers on en_AU and en_NZ, else the whole site's (spec §2).
 */
export function searchBoxPlaceFor(
  c: Context<AppEnv>,
  sectionName: string | null | undefined,
): SearchBoxPlace {
  return searchBoxPlace({
    sectionName,
    locale: c.get('locale').hygraphLocale,
    language: c.get('language'),
    product: c.get('site').brand,
  });
}
