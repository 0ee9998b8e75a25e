import { Heading, Stack, Text } from 'braid-design-system';

import type { SharePriceView } from '../../model/blocks/investor-widget';
import { formatDate, useLanguage, useTranslations } from '../i18n';

import { movement, sharePrice, volume } from './format';
import * as styles from './investor.css';
import translations from './investor.vocab';

/** The share price panel (spec §2, §9): price to 2 decimals with A$, the day's change in a positive tone above 0. */
export function SharePrice({ quote }: { quote: SharePriceView }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const figures: [string, string][] = [
    [t('Open'), sharePrice(quote.open)],
    [t('High'), sharePrice(quote.high)],
    [t('Low'), sharePrice(quote.low)],
    [t('Volume'), volume(quote.volume)],
  ];
  return (
    <Stack space="medium">
      <Heading level="2">{t('Share price')}</Heading>
      <Text tone="secondary" size="small">
        {t('{exchange}: {symbol}, as at {date}', {
          exchange: quote.exchange,
          symbol: quote.symbol,
          date: formatDate(quote.date, language),
        })}
      </Text>
      <p className={styles.price}>{sharePrice(quote.lastPrice)}</p>
      <Text tone={quote.movementPercent > 0 ? 'positive' : 'critical'} weight="medium">
        {t('Change today')}: {movement(quote.movementPercent)}
      </Text>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.meta}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
