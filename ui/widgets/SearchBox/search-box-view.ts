import { SEARCH_MIN_CHARS } from '../../../model/rules/search-path';
import type { Suggestion } from '../../../model/search';
import { countText } from '../../i18n/count-text';
import { textsTranslator } from '../../i18n/texts-translator';
import { element } from '../../islands/dom';

import { highlightParts } from './highlight';
import type { searchBoxIds } from './ids';
import { isShown, selectedIndex, type SearchBoxState } from './search-box-state';
import * as styles from './SearchBox.css';
import type { SearchBoxTexts } from './texts';

/** The server markup's elements the script works on (SearchBox.tsx). */
export interface SearchBoxMarkup {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The input's box, where the spinner and the list go. */
  field: HTMLElement;
  /** The status line, which the too-short message comes before. */
  status: HTMLElement;
}

interface ViewOptions {
  texts: SearchBoxTexts;
  ids: ReturnType<typeof searchBoxIds>;
  /** The pointer is over the suggestion at `index`. */
  onHover: (index: number) => void;
  /** A suggestion was clicked. */
  onChoose: (suggestion: Suggestion) => void;
}

/** A suggestion's title with the words matching `query` in <mark>. */
const highlighted = (title: string, query: string) =>
  highlightParts(title, query).map((part) =>
    part.match ? element('mark', styles.match, part.text) : part.text,
  );

/**
 * The search box's script-made markup (spec §5, §9): the input's spinner, the suggestion list with the matched
 * words highlighted, the too-short message and what the status says; `render` brings them in line with a state.
 */
export function searchBoxView(markup: SearchBoxMarkup, { texts, ids, onHover, onChoose }: ViewOptions) {
  const { form, input, field, status } = markup;
  const t = textsTranslator(texts.labels);
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
  // What the status says now.
  let said = '';

  const fillList = ({ query, items }: { query: string; items: Suggestion[] }) => {
    listed = items;
    list.replaceChildren(
      ...items.map((item, i) => {
        const option = element('li', styles.option, ...highlighted(item.title, query));
        option.id = ids.option(i);
        option.setAttribute('role', 'option');
        // Keeps the focus in the input, so the click still finds the list open.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('mousemove', () => onHover(i));
        option.addEventListener('click', () => onChoose(item));
        return option;
      }),
    );
  };

  /** Puts `text` in the status (a live region), only when it changes: a screen reader says each change. */
  const say = (text: string, searching: boolean) => {
    if (text === said && status.hasChildNodes()) return;
    said = text;
    if (searching) {
      const working = element('span', styles.spinner);
      working.setAttribute('aria-hidden', 'true');
      status.replaceChildren(working, text);
    } else status.replaceChildren(element('span', styles.visuallyHidden, text));
  };

  /** What the status says in `state`. */
  const statusText = ({ searching, suggestions }: SearchBoxState, shown: boolean) =>
    searching !== null
      ? t('Search in progress {term}', { term: searching })
      : suggestions.loading
        ? t('Loading suggestions')
        : shown
          ? countText(texts.suggestionCount, suggestions.items.length)
          : '';

  /** Brings the markup in line with the state. */
  return function render(state: SearchBoxState) {
    const shown = isShown(state);
    const selected = selectedIndex(state);
    input.setAttribute('aria-expanded', String(shown));
    setOrRemove(input, 'aria-activedescendant', selected >= 0 ? ids.option(selected) : null);
    setOrRemove(input, 'aria-invalid', state.tooShort ? 'true' : null);
    setOrRemove(input, 'aria-describedby', state.tooShort ? ids.error : null);
    place(spinner, state.suggestions.loading, () => field.insertBefore(spinner, input.nextSibling));
    if (shown && listed !== state.suggestions.items) fillList(state.suggestions);
    place(list, shown, () => field.appendChild(list));
    list.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === selected));
    });
    place(error, state.tooShort, () => form.insertBefore(error, status));
    say(statusText(state, shown), state.searching !== null);
  };
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
