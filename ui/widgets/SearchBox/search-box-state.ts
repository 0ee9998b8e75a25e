import { noSuggestions, type Suggestions } from './suggestion-requests';

/** What the search box shows: the state its script brings the markup in line with (search-box-view.ts). */
export interface SearchBoxState {
  /** Whether the list may show (the input has focus, the reader has not closed it). */
  open: boolean;
  /** The suggestion chosen with the arrow keys or the pointer, -1 for none. */
  active: number;
  /** Whether the term sent was too short (its message shows). */
  tooShort: boolean;
  /** The term being searched for, once sent: the status says so. */
  searching: string | null;
  suggestions: Suggestions;
}

export const initialState = (): SearchBoxState => ({
  open: false,
  active: -1,
  tooShort: false,
  searching: null,
  suggestions: noSuggestions,
});

/** Whether the list shows. */
export const isShown = (state: SearchBoxState) =>
  state.open && state.suggestions.items.length > 0 && state.searching === null;

/** The index of the suggestion selected in the shown list, or -1. */
export const selectedIndex = (state: SearchBoxState) =>
  isShown(state) && state.active >= 0 && state.active < state.suggestions.items.length ? state.active : -1;
