/**
 * Client of the search API (spec §7: GET {api}/api/cms-search and /api/cms-search/autocomplete), at
 * CMS_SEARCH_API. Every answer is validated; a network failure, a timeout, a non-ok status or an unexpected
 * shape is an UpstreamError of the 'Search API', which callers turn into the states of spec §8.
 */
import type * as v from 'valibot';

import { fetchUpstream, parseUpstream, readUpstreamJson } from '../upstreams/fetch';

import { searchPageSchema, suggestionsSchema, type SearchPage, type SuggestionData } from './schema';

/** Results per page (spec §9). */
export const SEARCH_PAGE_SIZE = 9;
/** A results page waits this long for the search API, then shows the failure state. */
export const SEARCH_TIMEOUT_MS = 5000;
/** Suggestions are only useful while the reader types: give up sooner. */
export const SUGGEST_TIMEOUT_MS = 2500;

/** Who searches: the site (CMS enum form, e.g. candidate_au), the locale (e.g. th_TH), the section filter. */
export interface SearchScope {
  site: string;
  locale: string;
  /** A section name ('about', 'careers'); null searches the whole site. */
  section: string | null;
}

export interface ClientOptions {
  /** Base URL of the search API, e.g. CMS_SEARCH_API. */
  baseUrl: string;
  timeoutMs?: number;
}

async function getJson<S extends v.GenericSchema>(
  url: URL,
  schema: S,
  timeoutMs: number,
): Promise<v.InferOutput<S>> {
  const response = await fetchUpstream('Search API', url, {
    headers: { accept: 'application/json' },
    timeoutMs,
  });
  return parseUpstream('Search API', schema, await readUpstreamJson('Search API', response));
}

function searchUrl(baseUrl: string, path: string, params: Record<string, string | number | null>): URL {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/**
 * One page of articles matching `q` (trimmed, non-blank), best first.
 * @param page zero-based, as the search API counts (spec §7)
 */
export function searchArticles(
  options: ClientOptions,
  scope: SearchScope,
  q: string,
  page: number,
): Promise<SearchPage> {
  const url = searchUrl(options.baseUrl, 'api/cms-search', {
    q: q.trim(),
    page,
    limit: SEARCH_PAGE_SIZE,
    locale: scope.locale,
    section: scope.section,
    site: scope.site,
  });
  return getJson(url, searchPageSchema, options.timeoutMs ?? SEARCH_TIMEOUT_MS);
}

/** Title suggestions for `q` (trimmed, spec §7). */
export function suggestArticles(
  options: ClientOptions,
  scope: SearchScope,
  q: string,
): Promise<SuggestionData[]> {
  const url = searchUrl(options.baseUrl, 'api/cms-search/autocomplete', {
    q: q.trim(),
    locale: scope.locale,
    section: scope.section,
    site: scope.site,
  });
  return getJson(url, suggestionsSchema, options.timeoutMs ?? SUGGEST_TIMEOUT_MS);
}
