import { Text } from 'braid-design-system';

import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { DisclosureChevron } from '../../kit/DisclosureChevron';

import * as styles from './ReadMore.css';

export interface ReadMoreProps {
  /** The id of the server-rendered element holding the rest of the text; it starts hidden. */
  controls: string;
}

/**
 * A 'Read more' / 'Read less' button for text the server rendered behind it (spec §2 author page). The text
 * itself stays outside the island, so the island ships no design-system or rich-text code: its plain script
 * (enhance.ts, no React) only flips the element's `hidden`, its own aria-expanded and its label, which it
 * carries in both wordings of the page's language. Where no script runs the text is all shown, and no button.
 */
export function ReadMore({ controls }: ReadMoreProps) {
  const { t } = useTranslations(translations);
  // The text style is the island's own (a Text inside the island's div marker), not the page's around it: a
  // div may not sit in Text's span (HTML content model).
  return (
    <Text>
      <button
        type="button"
        className={`${styles.toggle} ${withScriptOnly}`}
        aria-expanded={false}
        aria-controls={controls}
        data-more={t('Read more')}
        data-less={t('Read less')}
      >
        {t('Read more')}
        <DisclosureChevron className={styles.chevron} />
      </button>
    </Text>
  );
}
