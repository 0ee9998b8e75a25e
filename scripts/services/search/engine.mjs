/**
 * The search engine behind the HTTP routes: one index per locale (built on first use from the published
 * articles read in that locale's fallback order), filters for section and site, pagination and the two
 * response shapes of spec §3 (search result, autocomplete suggestion).
 */
import { readDocuments } from './documents.mjs';
import { fallbackOrder, languageOf } from './locales.mjs';
import { SearchIndex } from './search-index.mjs';

/** Most suggestions answered by autocomplete. */
export const SUGGESTION_LIMIT = 8;
/** Fewest characters (after trimming) autocomplete answers for (spec §9). */
export const MIN_SUGGEST_CHARS = 3;

/**
 * @typedef {object} Filters
 * @property {string | null} locale a known content-system locale; null: every article in its own locales
 * @property {string | null} section matches the article's section or that section's parent
 * @property {string | null} site e.g. candidate_au
 */

/**
 * @typedef {object} SearchResult spec §3
 * @property {string} id
 * @property {string} title
 * @property {string} slug
 * @property {string | null} categoryName
 * @property {string | null} sectionName
 * @property {string | null} parentSectionName
 * @property {string | null} publishedAt
 * @property {import('./documents.mjs').FeatureImage | null} featureImage
 */

/**
 * @typedef {object} SearchPage
 * @property {SearchResult[]} data
 * @property {number} totalCount
 * @property {number} page zero-based
 * @property {number} limit
 * @property {number} totalPages
 */

/**
 * @typedef {object} Suggestion spec §3
 * @property {string} titleSuggestions the article title
 * @property {string | null} sectionName
 * @property {string | null} parentSectionName
 * @property {string} slug
 */

/**
 * @param {import('./documents.mjs').ContentSource} store
 */
export function createSearchEngine(store) {
  /** @type {Map<string, SearchIndex>} */
  const indexes = new Map();

  /** @param {string | null} locale */
  function indexFor(locale) {
    const key = locale ?? '*';
    let index = indexes.get(key);
    if (!index) {
      index = new SearchIndex(
        readDocuments(store, locale ? fallbackOrder(locale) : null),
        languageOf(locale),
      );
      indexes.set(key, index);
    }
    return index;
  }

  /**
   * @param {string} q
   * @param {Filters} filters
   */
  function hits(q, { locale, section, site }) {
    const wanted = section?.toLowerCase() ?? null;
    return indexFor(locale).search(
      q,
      (document) =>
        (wanted === null ||
          document.sectionName?.toLowerCase() === wanted ||
          document.parentSectionName?.toLowerCase() === wanted) &&
        (site === null || document.sites.includes(site)),
    );
  }

  return {
    /**
     * @param {string} q a non-blank query
     * @param {Filters & { page: number, limit: number }} options
     * @returns {SearchPage}
     */
    search(q, options) {
      const { page, limit } = options;
      const found = hits(q, options);
      const data = found.slice(page * limit, (page + 1) * limit).map(({ document }) => toResult(document));
      return { data, totalCount: found.length, page, limit, totalPages: Math.ceil(found.length / limit) };
    },

    /**
     * Title suggestions: articles whose title holds every query word first, then the other matches.
     * @param {string} q trimmed
     * @param {Filters} filters
     * @returns {Suggestion[]}
     */
    suggest(q, filters) {
      if ([...q].length < MIN_SUGGEST_CHARS) return [];
      const found = hits(q, filters);
      const ordered = [...found.filter((hit) => hit.inTitle), ...found.filter((hit) => !hit.inTitle)];
      return ordered.slice(0, SUGGESTION_LIMIT).map(({ document }) => ({
        titleSuggestions: document.title,
        sectionName: document.sectionName,
        parentSectionName: document.parentSectionName,
        slug: document.slug,
      }));
    },
  };
}

/**
 * @param {import('./documents.mjs').SearchDocument} document
 * @returns {SearchResult}
 */
function toResult(document) {
  const { id, title, slug, categoryName, sectionName, parentSectionName, publishedAt, featureImage } =
    document;
  return { id, title, slug, categoryName, sectionName, parentSectionName, publishedAt, featureImage };
}
