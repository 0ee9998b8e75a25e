import type { MouseEvent, RefObject } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabFilters.css';
import type { FilterIds } from './filter-ids';
import { pressOnSpace } from './use-filter-drawer';

interface FilterBarProps {
  ids: FilterIds;
  count: number;
  expanded: boolean;
  toggle: RefObject<HTMLAnchorElement | null>;
  onOpen: (event: MouseEvent) => void;
}

/** The 'Filters' bar below the desktop width, with the count badge: it opens the pane as a drawer (spec §2). */
export function FilterBar({ ids, count, expanded, toggle, onOpen }: FilterBarProps) {
  const { t } = useTranslations(translations);
  return (
    <div className={styles.bar}>
      {/* A link to the pane, so it opens (CSS :target) before the script runs too. */}
      <a
        ref={toggle}
        href={`#${ids.panel}`}
        role="button"
        id={ids.bar}
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={ids.panel}
        onClick={onOpen}
        onKeyDown={pressOnSpace}
      >
        {t('Filters')}
        {/* A span takes no aria-label (it has no role): the badge shows the count, the hidden text says it. */}
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
        <span className={styles.visuallyHidden}>{t('{count} filters chosen', { count })}</span>
      </a>
    </div>
  );
}
