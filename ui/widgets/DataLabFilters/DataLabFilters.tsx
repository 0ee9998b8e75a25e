import { useEffect } from 'react';

import type { DataLabFiltersProps } from '../../../model/data-lab';
import {
  filterCount,
  primaryOptionsDisabled,
  secondaryChoices,
  secondaryOptionsDisabled,
} from '../../../model/rules/data-lab-filters';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import { trackDataLab } from './analytics';
import * as styles from './DataLabFilters.css';
import { PrimaryDriverSelect, SecondaryDriverSelect } from './DriverSelects';
import { describedBy, FieldError } from './FieldError';
import { useFilterIds } from './filter-ids';
import { FilterActions } from './FilterActions';
import { FilterBar } from './FilterBar';
import { OptionChecks } from './OptionChecks';
import { PaneHeadings } from './PaneHeadings';
import { useFilterDrawer } from './use-filter-drawer';
import { useFilterForm } from './use-filter-form';

/**
 * The Data Lab filter form (spec §2, §4, §5): primary driver (default All), up to two of its options, a
 * secondary driver other than the primary and up to two of its options. Dependents are disabled and cleared as
 * §4 says; Apply checks the §5 rules, shows its loading state and navigates the whole page. Without script it
 * is a plain GET form that the route checks the same way. On desktop it is the 351px pane; below, a 'Filters'
 * bar with the count badge opens it as a drawer, laid out so by the server's HTML already (no shift on hydration).
 */
export function DataLabFilters(props: DataLabFiltersProps) {
  const { action, drivers, errors: initialErrors, draft, allLabel, inline = false } = props;
  const { t } = useTranslations(translations);
  const ids = useFilterIds();
  const { values, errors, loading, update, choose, submit, clearAll } = useFilterForm(props);
  const { drawer, drawerOpen, toggle, closeButton, panel, openDrawer, closeDrawer, onPanelKey } =
    useFilterDrawer(inline, ids.panel);

  // The results page's pane (never the inline landing form) reports the results it shows (spec §2 analytics).
  useEffect(() => {
    if (inline || Object.keys(initialErrors).length > 0) return;
    trackDataLab('results', window.location.search);
  }, [inline, initialErrors]);

  const primary = drivers.find((driver) => driver.name === values.primaryDriver);
  const secondary = secondaryChoices(drivers, values.primaryDriver).find(
    (driver) => driver.name === values.secondaryDriver,
  );
  const fieldProps = { panelId: ids.panel, drivers, values, errors, onChange: update };

  return (
    <div className={styles.root} data-drawer={inline ? undefined : ''}>
      {inline ? null : (
        <FilterBar
          ids={ids}
          count={filterCount(values)}
          expanded={drawerOpen}
          toggle={toggle}
          onOpen={openDrawer}
        />
      )}
      {drawerOpen ? <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" /> : null}
      <div
        ref={panel}
        id={ids.panel}
        className={inline ? `${styles.panel} ${styles.inlinePanel}` : styles.panel}
        data-open={drawerOpen || undefined}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen || undefined}
        aria-labelledby={drawerOpen ? ids.heading : undefined}
        onKeyDown={onPanelKey}
      >
        {inline ? null : (
          <PaneHeadings ids={ids} drawer={drawer} closeButton={closeButton} onClose={closeDrawer} />
        )}
        <form className={styles.form} action={action} method="get" noValidate onSubmit={submit}>
          <PrimaryDriverSelect id={ids.primary} allLabel={allLabel} {...fieldProps} />
          <OptionChecks
            id={ids.primaryOptions}
            name="primaryDriverOptions"
            legend={t('Primary driver options')}
            hint={primaryOptionsDisabled(values) ? t('Choose a primary driver first') : t('Up to two')}
            options={primary?.options ?? []}
            chosen={values.primaryDriverOptions}
            disabled={primaryOptionsDisabled(values)}
            error={<FieldError panelId={ids.panel} errors={errors} field="primaryDriverOptions" />}
            describedBy={describedBy(ids.panel, errors, 'primaryDriverOptions')}
            onChange={(name, checked) => choose('primaryDriverOptions', name, checked)}
          />
          <SecondaryDriverSelect id={ids.secondary} {...fieldProps} />
          <OptionChecks
            id={ids.secondaryOptions}
            name="secondaryDriverOptions"
            legend={t('Secondary driver options')}
            hint={secondaryOptionsDisabled(values) ? t('Choose a secondary driver first') : t('Up to two')}
            options={secondary?.options ?? []}
            chosen={values.secondaryDriverOptions}
            disabled={secondaryOptionsDisabled(values)}
            error={<FieldError panelId={ids.panel} errors={errors} field="secondaryDriverOptions" />}
            describedBy={describedBy(ids.panel, errors, 'secondaryDriverOptions')}
            onChange={(name, checked) => choose('secondaryDriverOptions', name, checked)}
          />
          {draft !== null ? <input type="hidden" name="draft" value={draft} /> : null}
          <FilterActions loading={loading} onClear={clearAll} />
        </form>
      </div>
    </div>
  );
}
