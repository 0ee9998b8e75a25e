import { Hono, type Context } from 'hono';

import { normalisePage } from '../../model/articles-page';
import { withAssetHost } from '../../model/asset-host';
import {
  SEARCH_MAX_CHARS,
  searchBasePath,
  searchHref,
  searchSection,
  termLength,
} from '../../model/rules/search-path';
import type { SearchSection } from '../../model/search';
import listingTranslations from '../../ui/i18n/listing.vocab';
import searchTranslations from '../../ui/i18n/search.vocab';
import { SearchResultsPage, type SearchState } from '../../ui/pages/SearchResultsPage';
import { loadSection } from '../content/sections/load-section';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { siteSection } from '../render/frame';
import { searchArticles } from '../search/client';
import { resultCard } from '../search/results';
import { searchClientOptions, searchScope } from '../search/scope';
import { searchTitle } from '../search/title';
import { pageOrigin } from '../site/canonical';
import { brandNames } from '../site/sites';
import { isUpstreamFailure } from '../upstreams/fetch';

/** Pages past this are never asked for: 9 000 results is more than anyone pages through. */
const MAX_PAGE = 1000;

// Control characters are never part of a search; they become spaces (and are trimmed at the ends).
const cleanTerm = (raw: string) => raw.replace(/\p{Cc}/gu, ' ').trim();

/** The section record whose header and footer the results wear: the searched section's, else the site's. */
async function frameSection(c: Context<AppEnv>, section: SearchSection | null) {
  if (section === null) return siteSection(c);
  try {
    return await loadSection(c, section === 'about' ? 'about' : `life-at-${c.get('site').brand}`);
  } catch {
    return siteSection(c);
  }
}

/** One page of results, or why there is none; only the search API's own failures count as 'failed'. */
async function runSearch(c: Context<AppEnv>, section: SearchSection | null, term: string, page: number) {
  try {
    const found = await searchArticles(searchClientOptions(c), searchScope(c, section), term, page - 1);
    // The results' feature images on the local asset host in development, like every other CMS image.
    return { found: withAssetHost(found, c.env.CMS_ASSET_HOST ?? ''), failed: false } as const;
  } catch (error) {
    if (!isUpstreamFailure(error, 'Search API')) throw error;
    // Spec §8: network errors are only logged.
    console.error('Search failed', error.message);
    return { found: null, failed: true } as const;
  }
}

/**
 * A results page (spec §2 "Search"): the term is URL-decoded (by the router) and trimmed; a section search
 * outside en_AU and en_NZ, an untrimmed term and a page that is not a plain number from 1 redirect to their
 * one address; page 0 goes to page 1, and so does a later page that is empty or whose search failed. Page 1
 * shows the results, 'No results found', or the failure (502). A term over 200 characters is a 400.
 */
async function searchResponse(
  c: Context<AppEnv>,
  wanted: SearchSection | null,
  rawTerm: string,
  rawPage: string | undefined,
): Promise<Response> {
  const language = c.get('language');
  const locale = c.get('locale');
  const site = c.get('site');
  const section = wanted && searchSection(wanted, locale.hygraphLocale);
  const basePath = searchBasePath(section, language, site.brand);
  const term = cleanTerm(rawTerm);
  if (term === '') throw notFound(basePath);
  const page = normalisePage(rawPage);
  const normal = rawPage === undefined || rawPage === String(page);
  if (section !== wanted || term !== rawTerm || !normal) {
    return c.redirect(searchHref(basePath, term, page), 302);
  }
  const tooLong = termLength(term) > SEARCH_MAX_CHARS;
  if (!tooLong && page > MAX_PAGE) return c.redirect(searchHref(basePath, term, 1), 302);
  const [search, frameView] = await Promise.all([
    tooLong ? null : runSearch(c, section, term, page),
    frameSection(c, section),
  ]);
  const found = search?.found;
  if (page > 1 && (tooLong || !found || found.data.length === 0)) {
    return c.redirect(searchHref(basePath, term, 1), 302);
  }
  const state: SearchState = tooLong
    ? 'too-long'
    : !found
      ? 'failed'
      : found.data.length === 0
        ? 'empty'
        : 'results';
  const shown = tooLong ? [...term].slice(0, SEARCH_MAX_CHARS).join('') : term;
  const termPath = `${basePath}/${encodeURIComponent(shown)}`;
  const alternates = site.locales.map((l) => ({
    language: l.language,
    href: searchHref(searchBasePath(section, l.language, site.brand), shown),
  }));
  const response = await c.render(
    <SearchResultsPage
      term={shown}
      state={state}
      results={{
        items: found?.data.map((result) => resultCard(result, language)) ?? [],
        total: found?.totalCount ?? 0,
        page,
        pageCount: found?.totalPages ?? 0,
      }}
      basePath={termPath}
      searchBox={{ searchPath: basePath, section, defaultValue: shown }}
    />,
    {
      title: await searchTitle(language, state, shown, found?.totalCount ?? 0),
      robots: 'noindex, follow',
      canonical: new URL(searchHref(basePath, shown, page), pageOrigin(c)).href,
      status: state === 'failed' ? 502 : 200,
      section: frameView,
      frame: { alternates },
      translations: [listingTranslations, searchTranslations],
      analytics: {
        pageType: 'search',
        ...(state === 'failed' ? {} : { search: { term: shown, resultsCount: found?.totalCount ?? 0 } }),
      },
    },
  );
  if (!tooLong) return response;
  // Bad input, not a page to keep: 400 and never cached.
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: 400, headers });
}

/** The search box's GET form without script: /{search prefix}?q=term goes to page 1 of that term. */
function formRedirect(c: Context<AppEnv>, wanted: SearchSection | null): Response {
  const language = c.get('language');
  const locale = c.get('locale');
  const site = c.get('site');
  const section = wanted && searchSection(wanted, locale.hygraphLocale);
  const basePath = searchBasePath(section, language, site.brand);
  const term = cleanTerm(c.req.query('q') ?? '');
  if (term === '') throw notFound(basePath);
  return c.redirect(searchHref(basePath, term, 1), 302);
}

/**
 * careers/life-at-{product}/search: on en_AU and en_NZ for the site's own product only; elsewhere a section
 * search always goes to article-search (spec §2), so any product's address is answered with that redirect.
 */
function isLifeAt(c: Context<AppEnv>): boolean {
  const lifeAt = c.req.param('lifeAt');
  if (lifeAt === `life-at-${c.get('site').brand}`) return true;
  const anyProduct = Object.keys(brandNames).some((brand) => lifeAt === `life-at-${brand}`);
  return anyProduct && searchSection('careers', c.get('locale').hygraphLocale) === null;
}

/**
 * Search routes of spec §2: article-search/{term}/{pageNumber?}, about/search/{term}/{pageNumber?} and
 * careers/life-at-{product}/search/{term}/{pageNumber?}, each also answering its form's ?q= without script.
 */
export const searchRoutes = new Hono<AppEnv>()
  .get('/article-search', (c) => formRedirect(c, null))
  .get('/article-search/:term/:page?', (c) =>
    searchResponse(c, null, c.req.param('term'), c.req.param('page')),
  )
  .get('/about/search', (c) => formRedirect(c, 'about'))
  .get('/about/search/:term/:page?', (c) =>
    searchResponse(c, 'about', c.req.param('term'), c.req.param('page')),
  )
  .get('/careers/:lifeAt/search', (c, next) => (isLifeAt(c) ? formRedirect(c, 'careers') : next()))
  .get('/careers/:lifeAt/search/:term/:page?', (c, next) =>
    isLifeAt(c) ? searchResponse(c, 'careers', c.req.param('term'), c.req.param('page')) : next(),
  );
