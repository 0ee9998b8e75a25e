import { useRef, useState } from 'react';

import { formatDate, useLanguage, useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';

import * as styles from './DocumentList.css';
import { ALL_YEARS, inYear, pageCount, pageOf, parseYear, yearsOf, type DocumentEntry } from './documents';

export interface DocumentListProps {
  /** Documents per page, or null when the list never paginates. */
  pageSize: number | null;
  yearFilter: boolean;
  documents: DocumentEntry[];
}

/**
 * A list of documents (spec §2 investor pages, §9): an optional year filter (All, then the years newest first),
 * pages only when there are more documents than a page holds, and back to page 1 when the year changes.
 */
export function DocumentList({ pageSize, yearFilter, documents }: DocumentListProps) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const [year, setYear] = useState(ALL_YEARS);
  const [page, setPage] = useState(1);
  const list = useRef<HTMLUListElement>(null);
  const selectId = useIslandId('year');
  const listId = useIslandId('list');

  const filtered = inYear(documents, year);
  const pages = pageCount(filtered.length, pageSize);
  const current = Math.min(page, pages);
  const shown = pageOf(filtered, current, pageSize);
  const from = filtered.length ? (current - 1) * (pageSize ?? 0) + 1 : 0;

  const goTo = (target: number) => {
    setPage(target);
    list.current?.focus();
  };

  return (
    <div className={styles.root}>
      {yearFilter ? (
        <div className={styles.filter}>
          <label className={styles.label} htmlFor={selectId}>
            {t('Year')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={year}
            aria-controls={listId}
            onChange={(event) => {
              setYear(parseYear(event.target.value));
              setPage(1);
            }}
          >
            <option value={ALL_YEARS}>{t('All')}</option>
            {yearsOf(documents).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className={styles.status} role="status">
        {filtered.length
          ? t('Showing {from}–{to} of {total} documents', {
              from: String(from),
              to: String(from + shown.length - 1),
              total: String(filtered.length),
            })
          : t('No documents for {year}', { year: String(year) })}
      </p>
      <ul id={listId} ref={list} className={styles.list} tabIndex={-1}>
        {shown.map((doc) => (
          <li key={doc.id} className={styles.item}>
            {doc.url ? (
              <a className={styles.link} href={doc.url} target="_blank" rel="noopener noreferrer">
                {doc.title}
                <span className={styles.visuallyHidden}> ({t('opens in a new tab')})</span>
              </a>
            ) : (
              <span className={styles.title}>{doc.title}</span>
            )}
            <span className={styles.meta}>
              {[doc.type, doc.date ? formatDate(doc.date, language) : null].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('Documents pages')}>
          <ul className={styles.pages}>
            {current > 1 ? (
              <li>
                <button type="button" className={styles.pageButton} onClick={() => goTo(current - 1)}>
                  {t('Previous')}
                </button>
              </li>
            ) : null}
            {Array.from({ length: pages }, (_, i) => i + 1).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-label={t('Page {page}', { page: String(number) })}
                  aria-current={number === current ? 'page' : undefined}
                  onClick={() => goTo(number)}
                >
                  {number}
                </button>
              </li>
            ))}
            {current < pages ? (
              <li>
                <button type="button" className={styles.pageButton} onClick={() => goTo(current + 1)}>
                  {t('Next')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
