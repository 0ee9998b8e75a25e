import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabFilters.css';

/** Clear all (with script only) and Apply with its loading state, said in a status line too (spec §2). */
export function FilterActions({ loading, onClear }: { loading: boolean; onClear: () => void }) {
  const { t } = useTranslations(translations);
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={`${styles.clear} ${withScriptOnly}`} onClick={onClear}>
          {t('Clear all')}
        </button>
        <button type="submit" className={styles.apply} aria-disabled={loading || undefined}>
          {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {loading ? t('Applying filters') : t('Apply filters')}
        </button>
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {loading ? t('Applying filters') : ''}
      </p>
    </>
  );
}
