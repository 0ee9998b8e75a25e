/** Where a search box searches (spec §2 "Search"): the place the worker gives a search box island. */

/** A section with its own search. */
export type SearchSection = 'about' | 'careers';

/** What a search box needs to know about where it is, as plain props. */
export interface SearchBoxPlace {
  searchPath: string;
  section: SearchSection | null;
}
