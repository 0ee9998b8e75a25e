import type { CountTexts } from '../../i18n/count-text';
import { countTexts, islandTexts } from '../../i18n/island-text-props';
import translations from '../../i18n/search.vocab';
import type { IslandTexts } from '../../i18n/texts-translator';

/** The search box's plain texts. */
export const searchBoxTextKeys = [
  'Search articles',
  'Search',
  'Article suggestions',
  'Loading suggestions',
  'Search in progress {term}',
] as const;

export type SearchBoxTextKey = (typeof searchBoxTextKeys)[number];

/** What the search box says, in the page's language, passed in its props (the island ships no translations). */
export interface SearchBoxTexts {
  /** The page's language: suggestions are asked for in it. */
  language: string;
  labels: IslandTexts<SearchBoxTextKey>;
  /** 'Enter at least {count} characters' (spec §5), filled in with SEARCH_MIN_CHARS. */
  minimumChars: CountTexts;
  /** How many suggestions arrived, for screen readers. */
  suggestionCount: CountTexts;
}

/** The search box's texts in `language` (server side only). */
export const searchBoxTexts = (language: string): SearchBoxTexts => ({
  language,
  labels: islandTexts(translations, language, searchBoxTextKeys),
  minimumChars: countTexts(translations, language, 'Minimum chars error message'),
  suggestionCount: countTexts(translations, language, '{count} suggestions'),
});
