import { Heading, Stack } from 'braid-design-system';

import type { DocumentListView } from '../../model/blocks/document-list';
import { Pagination } from '../components';
import { formatDate, useLanguage, useTranslations } from '../i18n';

import { ALL_YEARS, inYear, pageCount, pageOf, shownYear, yearsOf } from './documents';
import * as styles from './investor.css';
import translations from './investor.vocab';
import { LinkedItem } from './LinkedItem';
import { YearFilter, yearQuery } from './YearFilter';

/**
 * A list of documents (spec §2 investor pages, §9), rendered on the server: an optional year filter (All, then
 * the years newest first) and pages only when there are more documents than a page holds, both in the
 * address as `{path}/{page}?year={year}`; a page beyond the last shows the last.
 */
export function DocumentList({ item }: { item: DocumentListView }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const years = yearsOf(item.documents);
  const asked = item.position ?? { path: '', page: 1, year: ALL_YEARS };
  const year = shownYear(item, asked.year);
  const position = { ...asked, year };
  const filtered = inYear(item.documents, year);
  const pages = pageCount(filtered.length, item.pageSize);
  const current = Math.min(Math.max(1, asked.page), pages);
  const shown = pageOf(filtered, current, item.pageSize);
  const from = filtered.length ? (current - 1) * (item.pageSize ?? 0) + 1 : 0;

  return (
    <Stack space="medium">
      {item.groupName ? <Heading level="2">{item.groupName}</Heading> : null}
      {item.yearFilter ? <YearFilter years={years} position={position} /> : null}
      <p className={styles.meta}>
        {filtered.length
          ? t('Showing {from}–{to} of {total} documents', {
              from: String(from),
              to: String(from + shown.length - 1),
              total: String(filtered.length),
            })
          : t('No documents for {year}', { year: String(year) })}
      </p>
      <ul className={styles.list}>
        {shown.map((doc) => (
          <LinkedItem
            key={doc.id}
            title={doc.title}
            url={doc.url}
            hint={t('(opens in a new tab)')}
            details={[doc.type, doc.date ? formatDate(doc.date, language) : null].filter(Boolean).join(' · ')}
          />
        ))}
      </ul>
      <Pagination
        page={current}
        pageCount={pages}
        basePath={position.path}
        query={yearQuery(position)}
        label={t('Documents pages')}
      />
    </Stack>
  );
}
