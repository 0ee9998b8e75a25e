import { SEARCH_MIN_CHARS, searchHref, termLength } from '../../../model/rules/search-path';
import type { Suggestion } from '../../../model/search';
import type { EnhanceIsland } from '../../islands/plain-island';

import { searchBoxIds } from './ids';
import { initialState, isShown, selectedIndex, type SearchBoxState } from './search-box-state';
import { searchBoxView, type SearchBoxMarkup } from './search-box-view';
import type { SearchBoxProps } from './SearchBox';
import { noSuggestions, suggestionRequests } from './suggestion-requests';

/** Navigation, behind a seam so tests can watch it. */
export const navigate = { to: (href: string) => window.location.assign(href) };

/**
 * The search box's behaviour on its server markup (spec §2, §5, §9; no React): title suggestions asked for
 * 500 ms after the last keystroke from 3 characters on (a newer keystroke cancels the older request; a failed
 * or non-ok answer shows none), with a spinner, matched words highlighted and arrow-key navigation; Enter on a
 * suggestion or a click opens its article. Submitting goes to page 1 of the results, or says that the term is
 * too short.
 */
export const enhanceSearchBox: EnhanceIsland<SearchBoxProps> = (marker, props, id) => {
  const form = marker.querySelector('form');
  const input = form?.querySelector('input');
  const field = input?.parentElement;
  const status = form?.querySelector<HTMLElement>('[role="status"]');
  if (form && input && field && status) attach({ form, input, field, status }, props, id);
};

/**
 * What the arrow keys and Escape do to `state` in the input (a listbox's combobox): 'moved' the selection,
 * 'closed' the list, or 'emptied' when Escape finds it closed (the caller empties the input); null for other keys.
 */
function pressKey(key: string, state: SearchBoxState): 'moved' | 'closed' | 'emptied' | null {
  const count = state.suggestions.items.length;
  const selected = selectedIndex(state);
  if ((key === 'ArrowDown' || key === 'ArrowUp') && count > 0) {
    if (key === 'ArrowDown') state.active = isShown(state) ? (selected + 1) % count : 0;
    else state.active = isShown(state) && selected > 0 ? selected - 1 : count - 1;
    state.open = true;
    return 'moved';
  }
  if (key !== 'Escape') return null;
  const shown = isShown(state);
  if (shown) state.open = false;
  state.active = -1;
  return shown ? 'closed' : 'emptied';
}

function attach(markup: SearchBoxMarkup, { searchPath, section, texts }: SearchBoxProps, id: string) {
  const { form, input } = markup;
  const state = initialState();
  const choose = (suggestion: Suggestion) => {
    state.open = false;
    render(state);
    navigate.to(suggestion.href);
  };
  const render = searchBoxView(markup, {
    texts,
    ids: searchBoxIds(id),
    onHover: (index) => {
      if (state.active === index) return;
      state.active = index;
      render(state);
    },
    onChoose: choose,
  });
  const requests = suggestionRequests({
    section,
    language: texts.language,
    current: () => state.suggestions,
    show: (suggestions) => {
      state.suggestions = suggestions;
      render(state);
    },
  });
  /** Asks for the suggestions of what is typed, once it is long enough and has changed. */
  const suggest = () => {
    if (!requests.ask(input.value.trim())) state.suggestions = noSuggestions;
  };

  input.addEventListener('input', () => {
    Object.assign(state, { open: true, active: -1, tooShort: false });
    suggest();
    render(state);
  });
  input.addEventListener('focus', () => {
    state.open = true;
    render(state);
  });
  input.addEventListener('blur', () => {
    state.open = false;
    render(state);
  });
  input.addEventListener('keydown', (event) => {
    const selected = selectedIndex(state);
    if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      return choose(state.suggestions.items[selected]!);
    }
    const pressed = pressKey(event.key, state);
    if (pressed === null) return;
    if (pressed === 'moved') event.preventDefault();
    if (pressed === 'emptied') {
      input.value = '';
      suggest();
    }
    render(state);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const term = input.value.trim();
    if (termLength(term) < SEARCH_MIN_CHARS) {
      state.tooShort = true;
    } else {
      state.open = false;
      state.searching = term;
      navigate.to(searchHref(searchPath, term));
    }
    render(state);
  });
  // Back from the results page (back-forward cache): the box is no longer searching.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    state.searching = null;
    render(state);
  });
}
