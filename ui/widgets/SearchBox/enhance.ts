import {
  SEARCH_MIN_CHARS,
  SUGGEST_DEBOUNCE_MS,
  searchHref,
  termLength,
} from '../../../model/rules/search-path';
import type { Suggestion } from '../../../model/search';
import { countText } from '../../i18n/count-text';
import { textsTranslator } from '../../i18n/texts-translator';
import { element } from '../../islands/dom';
import type { EnhanceIsland } from '../../islands/plain-island';

import { highlightParts } from './highlight';
import { searchBoxIds } from './ids';
import type { SearchBoxProps } from './SearchBox';
import * as styles from './SearchBox.css';
import { readSuggestions, suggestUrl } from './suggestions';

/** Navigation, behind a seam so tests can watch it. */
export const navigate = { to: (href: string) => window.location.assign(href) };

/** The suggestions shown: those answering `query` (trimmed; highlighting uses it), or a request on its way. */
interface Suggestions {
  query: string;
  items: Suggestion[];
  loading: boolean;
}

const none: Suggestions = { query: '', items: [], loading: false };

/** A suggestion's title with the words matching `query` in <mark>. */
const highlighted = (title: string, query: string) =>
  highlightParts(title, query).map((part) =>
    part.match ? element('mark', styles.match, part.text) : part.text,
  );

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

/** The server markup's elements the script works on (SearchBox.tsx). */
interface SearchBoxMarkup {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The input's box, where the spinner and the list go. */
  field: HTMLElement;
  /** The status line, which the too-short message comes before. */
  status: HTMLElement;
}

function attach(
  { form, input, field, status }: SearchBoxMarkup,
  { searchPath, section, texts }: SearchBoxProps,
  id: string,
) {
  const t = textsTranslator(texts.labels);
  const ids = searchBoxIds(id);

  let open = false;
  let active = -1;
  let tooShort = false;
  let searching: string | null = null;
  let suggestions = none;
  // What the status says now.
  let said = '';
  // The request for the current query: its timer and its cancellation.
  let asked = '';
  let pending: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

  const spinner = element('span', `${styles.spinner} ${styles.inputSpinner}`);
  spinner.setAttribute('aria-hidden', 'true');
  const list = element('ul', styles.list);
  list.id = ids.list;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t('Article suggestions'));
  const error = element('p', styles.error, countText(texts.minimumChars, SEARCH_MIN_CHARS));
  error.id = ids.error;
  error.setAttribute('role', 'alert');
  let listed: Suggestion[] = [];

  const shown = () => open && suggestions.items.length > 0 && searching === null;
  const current = () => (shown() && active >= 0 && active < suggestions.items.length ? active : -1);

  const choose = (suggestion: Suggestion) => {
    open = false;
    render();
    navigate.to(suggestion.href);
  };

  function fillList() {
    listed = suggestions.items;
    list.replaceChildren(
      ...listed.map((item, i) => {
        const option = element('li', styles.option, ...highlighted(item.title, suggestions.query));
        option.id = ids.option(i);
        option.setAttribute('role', 'option');
        // Keeps the focus in the input, so the click still finds the list open.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('mousemove', () => {
          if (active === i) return;
          active = i;
          render();
        });
        option.addEventListener('click', () => choose(item));
        return option;
      }),
    );
  }

  /** Brings the markup in line with the state. */
  function render() {
    const isShown = shown();
    const selected = current();
    input.setAttribute('aria-expanded', String(isShown));
    setOrRemove(input, 'aria-activedescendant', selected >= 0 ? ids.option(selected) : null);
    setOrRemove(input, 'aria-invalid', tooShort ? 'true' : null);
    setOrRemove(input, 'aria-describedby', tooShort ? ids.error : null);
    place(spinner, suggestions.loading, () => field.insertBefore(spinner, input.nextSibling));
    if (isShown && listed !== suggestions.items) fillList();
    place(list, isShown, () => field.appendChild(list));
    list.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === selected));
    });
    place(error, tooShort, () => form.insertBefore(error, status));
    say(
      searching !== null
        ? t('Search in progress {term}', { term: searching })
        : suggestions.loading
          ? t('Loading suggestions')
          : isShown
            ? countText(texts.suggestionCount, suggestions.items.length)
            : '',
    );
  }

  /** Puts `text` in the status (a live region), only when it changes: a screen reader says each change. */
  function say(text: string) {
    if (text === said && status.hasChildNodes()) return;
    said = text;
    if (searching !== null) {
      const working = element('span', styles.spinner);
      working.setAttribute('aria-hidden', 'true');
      status.replaceChildren(working, text);
    } else status.replaceChildren(element('span', styles.visuallyHidden, text));
  }

  function cancelRequest() {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.controller.abort();
    pending = null;
  }

  /** Asks for the suggestions of what is typed, once it is long enough and has changed. */
  function suggest() {
    const query = input.value.trim();
    if (termLength(query) < SEARCH_MIN_CHARS) {
      cancelRequest();
      asked = '';
      suggestions = none;
      return;
    }
    if (query === asked) return;
    cancelRequest();
    asked = query;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      suggestions = { ...suggestions, loading: true };
      render();
      let items: Suggestion[] = [];
      try {
        const response = await fetch(suggestUrl(query, section, texts.language), {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (response.ok) items = readSuggestions(await response.json());
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      pending = null;
      suggestions = { query, items, loading: false };
      render();
    }, SUGGEST_DEBOUNCE_MS);
    pending = { timer, controller };
  }

  input.addEventListener('input', () => {
    open = true;
    active = -1;
    tooShort = false;
    suggest();
    render();
  });
  input.addEventListener('focus', () => {
    open = true;
    render();
  });
  input.addEventListener('blur', () => {
    open = false;
    render();
  });
  input.addEventListener('keydown', (event) => {
    const count = suggestions.items.length;
    const selected = current();
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      active = shown() ? (selected + 1) % count : 0;
      open = true;
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      active = shown() && selected > 0 ? selected - 1 : count - 1;
      open = true;
    } else if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      choose(suggestions.items[selected]!);
      return;
    } else if (event.key === 'Escape') {
      if (shown()) open = false;
      else {
        input.value = '';
        suggest();
      }
      active = -1;
    } else return;
    render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const term = input.value.trim();
    if (termLength(term) < SEARCH_MIN_CHARS) {
      tooShort = true;
    } else {
      open = false;
      searching = term;
      navigate.to(searchHref(searchPath, term));
    }
    render();
  });
  // Back from the results page (back-forward cache): the box is no longer searching.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    searching = null;
    render();
  });
}

function setOrRemove(target: Element, name: string, value: string | null) {
  if (value === null) target.removeAttribute(name);
  else target.setAttribute(name, value);
}

/** Puts `node` in the markup with `insert` when `wanted`, and takes it out when not. */
function place(node: Element, wanted: boolean, insert: () => void) {
  if (wanted && !node.isConnected) insert();
  else if (!wanted && node.isConnected) node.remove();
}
