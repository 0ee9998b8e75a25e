import { Box } from 'braid-design-system';

import type { RichTextContent } from '../../../model/rich-text';
import { useTranslations } from '../../i18n';
import translations from '../blocks.vocab';

import { Rich } from './Rich';
import * as styles from './static.css';

export interface DisclosureBlockProps {
  expandLabel: string | null;
  collapseLabel: string | null;
  content: RichTextContent;
}

/** Text behind a toggle: a native disclosure, so it works by keyboard and without script. */
export function DisclosureBlock({ expandLabel, collapseLabel, content }: DisclosureBlockProps) {
  const { t } = useTranslations(translations);
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <span className={styles.whenClosed}>{expandLabel || t('Show more')}</span>
        <span className={styles.whenOpen}>{collapseLabel || t('Show less')}</span>
      </summary>
      <Box paddingTop="medium">
        <Rich content={content} />
      </Box>
    </details>
  );
}
