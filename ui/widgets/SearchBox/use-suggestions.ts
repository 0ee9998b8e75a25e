import { useEffect, useState } from 'react';

import type { SearchSection } from '../../../model/search';

import { SEARCH_MIN_CHARS, SUGGEST_DEBOUNCE_MS, termLength } from './search-path';
import { readSuggestions, suggestUrl, type Suggestion } from './suggestions';

export interface SuggestionsState {
  /** The trimmed query the items answer (highlighting uses it). */
  query: string;
  items: Suggestion[];
  /** A request is on its way: the box shows its spinner. */
  loading: boolean;
}

const none: SuggestionsState = { query: '', items: [], loading: false };

/**
 * Title suggestions for what the reader types: asked for 500 ms after the last keystroke, only from 3
 * characters on (spec §9); a newer keystroke cancels the older request. A failed or non-ok answer leaves
 * no suggestions (spec §7: nothing else is done).
 */
export function useSuggestions(
  value: string,
  section: SearchSection | null,
  language: string,
): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(none);
  const query = value.trim();
  const enough = termLength(query) >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, loading: true }));
      let items: Suggestion[] = [];
      try {
        const response = await fetch(suggestUrl(query, section, language), {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (response.ok) items = readSuggestions(await response.json());
      } catch {
        if (controller.signal.aborted) return;
      }
      if (!controller.signal.aborted) setState({ query, items, loading: false });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enough, query, section, language]);

  // Below the minimum nothing is asked for and nothing shown, whatever an older request answered.
  return enough ? state : none;
}
