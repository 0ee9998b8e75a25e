import { Heading, Stack } from 'braid-design-system';

import type { AnnouncementsView } from '../../model/blocks/investor-widget';
import { Pagination } from '../components';
import { formatDate, useLanguage, useTranslations } from '../i18n';

import * as styles from './investor.css';
import translations from './investor.vocab';
import { LinkedItem } from './LinkedItem';
import { YearFilter, yearQuery } from './YearFilter';

/**
 * Stock-exchange announcements, newest first (spec §2): the latest five alone, or the whole list with its
 * year filter and pages at `{path}/{page}?year={year}`. Each headline links to its PDF in a new tab.
 */
export function Announcements({ view, latest }: { view: AnnouncementsView; latest: boolean }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const { position, totalPages } = view;
  return (
    <Stack space="medium">
      <Heading level="2">{latest ? t('Latest ASX announcements') : t('ASX announcements')}</Heading>
      {latest ? null : (
        <>
          <YearFilter years={view.years} position={position} />
          <p className={styles.meta}>
            {position.year > 0
              ? `${t('Announcements of {year}', { year: String(position.year) })} · ${t(
                  'Page {page} of {total}',
                  {
                    page: String(position.page),
                    total: String(totalPages),
                  },
                )}`
              : t('All announcements, page {page} of {total}', {
                  page: String(position.page),
                  total: String(totalPages),
                })}
          </p>
        </>
      )}
      <ul className={styles.list}>
        {view.headlines.map((headline) => (
          <LinkedItem
            key={headline.id}
            title={headline.title}
            url={headline.pdfUrl}
            hint={t('(PDF, opens in a new tab)')}
            details={formatDate(headline.date, language)}
          />
        ))}
      </ul>
      {latest ? null : (
        <Pagination
          page={position.page}
          pageCount={totalPages}
          basePath={position.path}
          query={yearQuery(position)}
          label={t('Announcements pages')}
        />
      )}
    </Stack>
  );
}
