import { Heading, Stack } from 'braid-design-system';

import type { DividendView } from '../../model/blocks/investor-widget';
import { formatDate, useLanguage, useTranslations } from '../i18n';

import { dividendAmount } from './format';
import * as styles from './investor.css';
import translations from './investor.vocab';

/**
 * The dividends table (spec §2, §9 codes), newest payment first: a plain table with tight cells, so its four
 * columns fit a 320 px screen without scrolling.
 */
export function Dividends({ dividends }: { dividends: readonly DividendView[] }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const kinds: Record<DividendView['kind'], string> = {
    interim: t('Interim'),
    final: t('Final'),
    dividend: t('Dividend'),
    unknown: t('Unknown'),
  };
  return (
    <Stack space="medium">
      <Heading level="2">{t('Dividends')}</Heading>
      <table className={styles.table} aria-label={t('Dividends')}>
        <thead>
          <tr>
            <th scope="col">{t('Payment date')}</th>
            <th scope="col">{t('Type')}</th>
            <th scope="col" className={styles.number}>
              {t('Amount per share')}
            </th>
            <th scope="col" className={styles.number}>
              {t('Franking')}
            </th>
          </tr>
        </thead>
        <tbody>
          {dividends.map((dividend) => (
            <tr key={`${dividend.paymentDate}-${dividend.kind}`}>
              <td>{formatDate(dividend.paymentDate, language)}</td>
              <td>{kinds[dividend.kind]}</td>
              <td className={styles.number}>{dividendAmount(dividend.amount)}</td>
              <td className={styles.number}>{`${dividend.franking}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
