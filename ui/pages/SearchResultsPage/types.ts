/**
 * The search results page's props (spec §2 "Search"). Results come from the search API, not the CMS, so their
 * shape is stated here; each is drawn as an article card (ArticleCardModel).
 */
import type { ArticleCardModel } from '../../components';
import type { SearchBoxPlacement } from '../../widgets/SearchBox/SearchBoxIsland';

/** What the search came to: results, none, a failed search API, or a term too long to search for. */
export type SearchState = 'results' | 'empty' | 'failed' | 'too-long';

export interface SearchResultsModel {
  items: ArticleCardModel[];
  /** Matches on every page. */
  total: number;
  /** The 1-based page shown. */
  page: number;
  pageCount: number;
}

export interface SearchResultsPageProps {
  /** The trimmed term, as the reader typed it; shown as text, never as markup. */
  term: string;
  state: SearchState;
  results: SearchResultsModel;
  /** The results path of this term: page n is `${basePath}/${n}`. */
  basePath: string;
  /** The search box at the top of the page, holding the term. */
  searchBox: SearchBoxPlacement;
}
