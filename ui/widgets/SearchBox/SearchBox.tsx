import { useContext } from 'react';

import type { SearchSection } from '../../../model/search';
import { IslandIdContext } from '../../islands/island-id';

import { searchBoxIds } from './ids';
import * as styles from './SearchBox.css';
import type { SearchBoxTexts } from './texts';

export interface SearchBoxProps {
  /**
   * Where searches go, without term and page: '/article-search', '/th/article-search', '/about/search' or
   * '/careers/life-at-seek/search' (searchBoxPlace in model/rules/search-path.ts).
   */
  searchPath: string;
  /** The section suggestions come from ('about', 'careers'), or null for the whole site. */
  section: SearchSection | null;
  /** The term already searched for (results page). */
  defaultValue?: string;
  /** Visible label; defaults to 'Search articles' in the page's language. */
  label?: string;
  placeholder?: string;
  /** Its texts in the page's language (`searchBoxTexts`): the island ships no translations. */
  texts: SearchBoxTexts;
}

/**
 * The article search box (spec §2, §5) as the server renders it: a GET form with a labelled combobox that works
 * without script (the results route redirects it). Its script (./enhance.ts) adds the suggestions, the
 * minimum-length message and the search-in-progress status.
 */
export function SearchBox({ searchPath, defaultValue = '', label, placeholder, texts }: SearchBoxProps) {
  const ids = searchBoxIds(useContext(IslandIdContext));
  const name = label ?? texts.labels['Search articles'];
  return (
    <form role="search" aria-label={name} className={styles.form} action={searchPath} method="get" noValidate>
      <label htmlFor={ids.input} className={styles.label}>
        {name}
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
            defaultValue={defaultValue}
            aria-autocomplete="list"
            aria-expanded={false}
            aria-controls={ids.list}
          />
        </div>
        <button type="submit" className={styles.button}>
          {texts.labels.Search}
        </button>
      </div>
      <p role="status" className={styles.status}>
        <span className={styles.visuallyHidden} />
      </p>
    </form>
  );
}
