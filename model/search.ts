/** Where a search box searches (spec §2 "Search"): the place the worker gives a search box island. */

/** A section with its own search. */
export type SearchSection = 'about' | 'careers';

/** What a search box needs to know about where it is, as plain props. */
export interface SearchBoxPlace {
  searchPath: string;
  section: SearchSection | null;
}

/** A suggested article as the Worker's autocomplete endpoint answers it: its title and where it lives. */
export interface Suggestion {
  title: string;
  href: string;
}
