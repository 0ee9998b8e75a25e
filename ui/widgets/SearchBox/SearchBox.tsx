import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';

import type { SearchSection } from '../../../model/search';
import { useLanguage, useTranslations } from '../../i18n';
import translations from '../../i18n/search.vocab';
import { useIslandId } from '../../islands/island-id';

import { highlightParts } from './highlight';
import { SEARCH_MIN_CHARS, searchHref, termLength } from './search-path';
import * as styles from './SearchBox.css';
import type { Suggestion } from './suggestions';
import { useSuggestions } from './use-suggestions';

export interface SearchBoxProps {
  /**
   * Where searches go, without term and page: '/article-search', '/th/article-search', '/about/search' or
   * '/careers/life-at-seek/search' (searchBoxPlace in ./search-path).
   */
  searchPath: string;
  /** The section suggestions come from ('about', 'careers'), or null for the whole site. */
  section: SearchSection | null;
  /** The term already searched for (results page). */
  defaultValue?: string;
  /** Visible label; defaults to 'Search articles' in the page's language. */
  label?: string;
  placeholder?: string;
}

/** Navigation, behind a seam so tests can watch it. */
export const navigate = { to: (href: string) => window.location.assign(href) };

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      <mark key={i} className={styles.match}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * The article search box (spec §2, §5): a combobox whose title suggestions arrive 500 ms after typing from 3
 * characters on, with a spinner, matched words highlighted and arrow-key navigation. Enter on a suggestion
 * opens its article; submitting goes to page 1 of the results. Without script it is a plain GET form that
 * the results route redirects.
 */
export function SearchBox({ searchPath, section, defaultValue = '', label, placeholder }: SearchBoxProps) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const [searching, setSearching] = useState<string | null>(null);
  const { query, items, loading } = useSuggestions(value, section, language);
  const ids = {
    input: useIslandId('input'),
    list: useIslandId('suggestions'),
    error: useIslandId('error'),
    option: useIslandId('option'),
  };
  const shown = open && items.length > 0 && searching === null;

  // Back from the results page (back-forward cache): the box is no longer searching.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setSearching(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const current = shown && active >= 0 && active < items.length ? active : -1;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    navigate.to(suggestion.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = value.trim();
    if (termLength(term) < SEARCH_MIN_CHARS) {
      setTooShort(true);
      return;
    }
    setOpen(false);
    setSearching(term);
    navigate.to(searchHref(searchPath, term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(shown ? (current + 1) % count : 0);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(shown && current > 0 ? current - 1 : count - 1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(items[current]!);
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      aria-label={label ?? t('Search articles')}
      className={styles.form}
      action={searchPath}
      method="get"
      noValidate
      onSubmit={submit}
    >
      <label htmlFor={ids.input} className={styles.label}>
        {label ?? t('Search articles')}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={ids.input}
            className={styles.input}
            name="q"
            type="text"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={ids.list}
            aria-activedescendant={current >= 0 ? `${ids.option}-${current}` : undefined}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? ids.error : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
              setTooShort(false);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {loading ? (
            <span className={`${styles.spinner} ${styles.inputSpinner}`} aria-hidden="true" />
          ) : null}
          {shown ? (
            <ul id={ids.list} role="listbox" aria-label={t('Article suggestions')} className={styles.list}>
              {items.map((item, i) => (
                <li
                  key={`${i}-${item.href}`}
                  id={`${ids.option}-${i}`}
                  role="option"
                  aria-selected={i === current}
                  className={styles.option}
                  // Keeps the focus in the input, so the click still finds the list open.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(item)}
                >
                  <Highlighted text={item.title} query={query} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <button type="submit" className={styles.button}>
          {t('Search')}
        </button>
      </div>
      {tooShort ? (
        <p id={ids.error} role="alert" className={styles.error}>
          {t('Minimum chars error message', { count: SEARCH_MIN_CHARS })}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {searching !== null ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('Search in progress {term}', { term: searching })}
          </>
        ) : (
          <span className={styles.visuallyHidden}>
            {loading
              ? t('Loading suggestions')
              : shown
                ? t('{count} suggestions', { count: items.length })
                : ''}
          </span>
        )}
      </p>
    </form>
  );
}
