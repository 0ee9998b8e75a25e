import { SEARCH_MIN_CHARS, SUGGEST_DEBOUNCE_MS, termLength } from '../../../model/rules/search-path';
import type { SearchSection, Suggestion } from '../../../model/search';

import { readSuggestions, suggestUrl } from './suggestions';

/** The suggestions shown: those answering `query` (trimmed; highlighting uses it), or a request on its way. */
export interface Suggestions {
  query: string;
  items: Suggestion[];
  loading: boolean;
}

export const noSuggestions: Suggestions = { query: '', items: [], loading: false };

interface RequestOptions {
  section: SearchSection | null;
  language: string;
  /** The suggestions shown now. */
  current: () => Suggestions;
  /** Shows new suggestions (or the loading state) once the pause is over or the answer is in. */
  show: (suggestions: Suggestions) => void;
}

/**
 * The suggestion requests (spec §5, §9): asked for 500 ms after the last keystroke from 3 characters on; a newer
 * query cancels the older request; a failed or non-ok answer is no suggestions.
 */
export function suggestionRequests({ section, language, current, show }: RequestOptions) {
  // The request for the current query: its timer and its cancellation.
  let asked = '';
  let pending: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

  const cancel = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.controller.abort();
    pending = null;
  };

  const load = async (query: string, controller: AbortController) => {
    show({ ...current(), loading: true });
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
    if (controller.signal.aborted) return;
    pending = null;
    show({ query, items, loading: false });
  };

  /**
   * Asks for the suggestions of `query` (trimmed), once it is long enough and has changed. False when it is too
   * short: nothing is asked for, and a request on its way is cancelled.
   */
  const ask = (query: string): boolean => {
    if (termLength(query) < SEARCH_MIN_CHARS) {
      cancel();
      asked = '';
      return false;
    }
    if (query === asked) return true;
    cancel();
    asked = query;
    const controller = new AbortController();
    const timer = setTimeout(() => void load(query, controller), SUGGEST_DEBOUNCE_MS);
    pending = { timer, controller };
    return true;
  };

  return { ask };
}
