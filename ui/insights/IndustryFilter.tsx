import { withoutScriptOnly, withScriptOnly } from '../components/script-media.css';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';
import type { IndustrySelectProps } from '../widgets/IndustrySelect/IndustrySelect';

import { useIndustryFilter } from './industry-filter';
import * as styles from './insights.css';
import translations from './insights.vocab';

/**
 * The industry dropdown of a salary or job-growth table (spec §2, §4). Where the industry is in the address it is
 * a GET form: without script 'Show' loads the page of the chosen industry (back at this dropdown); with script
 * the island shows the chosen table at once and writes the address. Elsewhere only the script can filter, so no
 * dropdown is drawn without it.
 */
export function IndustryFilter({ label, options, selected }: Omit<IndustrySelectProps, 'inAddress'>) {
  const { t } = useTranslations(translations);
  const { inAddress } = useIndustryFilter();
  const select = (
    <Island name="IndustrySelect" props={{ label, options, selected, inAddress }} hydrate="visible" />
  );
  if (!inAddress) return <div className={withScriptOnly}>{select}</div>;
  return (
    <form method="get" action={`#${selectId(options)}`} className={styles.filterForm}>
      {select}
      <button type="submit" className={`${styles.revealButton} ${withoutScriptOnly}`}>
        {t('Show')}
      </button>
    </form>
  );
}

/** The select's element id (IndustrySelect.tsx). */
export const selectId = (options: IndustrySelectProps['options']) =>
  `select-${options[0]?.panelId ?? 'industry'}`;
