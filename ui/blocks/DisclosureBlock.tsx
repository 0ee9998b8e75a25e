import { Box } from 'braid-design-system';

import type { DisclosureView } from '../../model/blocks/disclosure';
import { useTranslations } from '../i18n';

import * as styles from './blocks.css';
import translations from './blocks.vocab';
import { Rich } from './Rich';

/** Text behind a toggle: a native disclosure, so it works by keyboard and without script (a chevron shows it opens). */
export function DisclosureBlock({ disclosure }: { disclosure: DisclosureView }) {
  const { t } = useTranslations(translations);
  const { expandLabel, collapseLabel, content } = disclosure;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <span className={styles.chevron} aria-hidden="true" />
        <span className={styles.whenClosed}>{expandLabel || t('Show more')}</span>
        <span className={styles.whenOpen}>{collapseLabel || t('Show less')}</span>
      </summary>
      <Box paddingTop="medium">
        <Rich content={content} />
      </Box>
    </details>
  );
}
