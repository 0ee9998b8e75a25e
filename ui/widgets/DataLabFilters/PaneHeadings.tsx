import type { RefObject } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabFilters.css';
import type { FilterIds } from './filter-ids';
import { pressOnSpace } from './use-filter-drawer';

interface PaneHeadingsProps {
  ids: FilterIds;
  /** Whether the pane is a drawer now: its head (heading and close link) names the dialog. */
  drawer: boolean;
  closeButton: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}

/** The pane's 'Filters' heading: in the drawer's head beside its close link, or above the desktop pane. */
export function PaneHeadings({ ids, drawer, closeButton, onClose }: PaneHeadingsProps) {
  const { t } = useTranslations(translations);
  return (
    <>
      <div className={styles.drawerHead}>
        <h2 className={styles.paneHeading} id={drawer ? ids.heading : undefined}>
          {t('Filters')}
        </h2>
        <a
          ref={closeButton}
          href={`#${ids.bar}`}
          role="button"
          className={styles.close}
          aria-label={t('Close filters')}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          onKeyDown={pressOnSpace}
        >
          <span aria-hidden="true">✕</span>
        </a>
      </div>
      <h2 className={styles.desktopHeading} id={drawer ? undefined : ids.heading}>
        {t('Filters')}
      </h2>
    </>
  );
}
