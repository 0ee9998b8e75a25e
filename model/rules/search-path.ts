/**
 * Where a search goes (spec §2 "Search", §9): pure rules shared by the search box island, the pages that
 * place it and the worker's results routes.
 */
import type { SearchBoxPlace, SearchSection } from '../search';

/** Fewest characters (after trimming) a search or a suggestion request needs (spec §5, §9). */
export const SEARCH_MIN_CHARS = 3;
/** Longest search term, in characters after trimming; the search API answers 400 beyond it. */
export const SEARCH_MAX_CHARS = 200;
/** Quiet time after the last keystroke before suggestions are asked for (spec §4, §9). */
export const SUGGEST_DEBOUNCE_MS = 500;

/** Only these content-system locales use section search prefixes (spec §2). */
const SECTION_PREFIX_LOCALES: readonly string[] = ['en_AU', 'en_NZ'];

/** Characters in a term, counting each code point once (Thai and emoji alike). */
export const termLength = (term: string): number => [...term].length;

/**
 * The search section of a page's section (spec §2): about → about; careers and life-at-{product} → careers;
 * anything else, and every locale other than en_AU and en_NZ, searches the whole site (null).
 */
export function searchSection(sectionName: string | null | undefined, locale: string): SearchSection | null {
  if (!SECTION_PREFIX_LOCALES.includes(locale.replace('-', '_'))) return null;
  if (sectionName === 'about') return 'about';
  if (sectionName === 'careers' || sectionName?.startsWith('life-at-')) return 'careers';
  return null;
}

/** '' for English, '/th' or '/id' otherwise (the path prefix of spec §2). */
const languagePrefix = (language: string): string =>
  language === 'th' || language === 'id' ? `/${language}` : '';

/**
 * The results path of a search, without term and page: /about/search, /careers/life-at-{product}/search or
 * /article-search (spec §9), with the language prefix.
 * @param product the brand in life-at-{product}, e.g. seek
 */
export function searchBasePath(section: SearchSection | null, language: string, product: string): string {
  const path =
    section === 'about'
      ? '/about/search'
      : section === 'careers'
        ? `/careers/life-at-${product}/search`
        : '/article-search';
  return `${languagePrefix(language)}${path}`;
}

/** Page `page` of the results for `term`: /{search prefix}/{encoded term}/{page} (spec §2). */
export function searchHref(basePath: string, term: string, page = 1): string {
  return `${basePath}/${encodeURIComponent(term.trim())}/${page}`;
}

/**
 * The search box's place for a page: its section's search when the locale has section searches, else the
 * whole site's. For server components placing the SearchBox island.
 */
export function searchBoxPlace(options: {
  sectionName: string | null | undefined;
  /** The content-system locale, e.g. en_AU or th_TH. */
  locale: string;
  language: string;
  product: string;
}): SearchBoxPlace {
  const section = searchSection(options.sectionName, options.locale);
  return { searchPath: searchBasePath(section, options.language, options.product), section };
}
