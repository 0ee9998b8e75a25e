import { useState } from 'react';

import { withoutScriptOnly, withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';

import * as styles from './TeamMemberDescription.css';
import { MOBILE_LIMIT, truncate, WIDE_LIMIT } from './truncate';

export interface TeamMemberDescriptionProps {
  /** Plain text; new lines separate paragraphs. */
  description: string;
}

/**
 * A team member's description cut to 175 characters on phones and 350 on wider screens, with Show more /
 * Show less (spec §2). Both cuts are in the markup and CSS picks one, so nothing shifts when the island wakes;
 * where no script runs the whole text is shown instead, and no button.
 */
export function TeamMemberDescription({ description }: TeamMemberDescriptionProps) {
  const { t } = useTranslations(translations);
  const [expanded, setExpanded] = useState(false);
  const id = useIslandId('description');
  const length = description.replace(/\s+/g, ' ').trim().length;
  const longOnMobile = length > MOBILE_LIMIT;
  const longOnWide = length > WIDE_LIMIT;
  const full = description
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((paragraph, index) => (
      <p key={index} className={styles.text}>
        {paragraph}
      </p>
    ));

  return (
    <div>
      <div id={id}>
        {expanded || !longOnMobile ? (
          full
        ) : (
          <>
            <div className={withScriptOnly}>
              <p className={`${styles.text} ${styles.mobileOnly}`}>{truncate(description, MOBILE_LIMIT)}</p>
              {longOnWide ? (
                <p className={`${styles.text} ${styles.wideOnly}`}>{truncate(description, WIDE_LIMIT)}</p>
              ) : (
                <div className={styles.wideOnly}>{full}</div>
              )}
            </div>
            <div className={withoutScriptOnly}>{full}</div>
          </>
        )}
      </div>
      {longOnMobile ? (
        <button
          type="button"
          className={`${styles.toggle} ${withScriptOnly} ${longOnWide ? '' : styles.mobileOnly}`}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('Show less') : t('Show more')}
        </button>
      ) : null}
    </div>
  );
}
