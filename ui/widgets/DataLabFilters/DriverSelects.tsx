import type { DriverChoice, FieldName, FilterErrors, FilterValues } from '../../../model/data-lab';
import { ALL, secondaryChoices, secondaryDriverDisabled } from '../../../model/rules/data-lab-filters';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabFilters.css';
import { describedBy, FieldError } from './FieldError';

interface DriverSelectProps {
  /** The select's id. */
  id: string;
  panelId: string;
  drivers: DriverChoice[];
  values: FilterValues;
  errors: FilterErrors;
  onChange: (next: FilterValues, field: FieldName) => void;
}

/** The primary driver (spec §4): All by default, a driver, or the unknown value a sent address held. */
export function PrimaryDriverSelect({
  id,
  panelId,
  drivers,
  values,
  errors,
  onChange,
  allLabel,
}: DriverSelectProps & { allLabel: string }) {
  const { t } = useTranslations(translations);
  const known = drivers.some((driver) => driver.name === values.primaryDriver);
  const unknown = values.primaryDriver !== ALL && values.primaryDriver !== '' && !known;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('Primary driver')}
      </label>
      <select
        id={id}
        name="primaryDriver"
        className={styles.select}
        value={values.primaryDriver}
        aria-invalid={errors.primaryDriver ? true : undefined}
        aria-describedby={describedBy(panelId, errors, 'primaryDriver')}
        onChange={(event) => onChange({ ...values, primaryDriver: event.target.value }, 'primaryDriver')}
      >
        {values.primaryDriver === '' ? <option value="">{t('Select an option')}</option> : null}
        <option value={ALL}>{allLabel}</option>
        {drivers.map((driver) => (
          <option key={driver.name} value={driver.name}>
            {driver.label}
          </option>
        ))}
        {unknown ? <option value={values.primaryDriver}>{values.primaryDriver}</option> : null}
      </select>
      <FieldError panelId={panelId} errors={errors} field="primaryDriver" />
    </div>
  );
}

/** The secondary driver (spec §4): None, or a driver other than the primary; it waits for primary options. */
export function SecondaryDriverSelect({ id, panelId, drivers, values, errors, onChange }: DriverSelectProps) {
  const { t } = useTranslations(translations);
  const choices = secondaryChoices(drivers, values.primaryDriver);
  const known = choices.some((driver) => driver.name === values.secondaryDriver);
  const waits = secondaryDriverDisabled(values);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('Secondary driver')}
      </label>
      <select
        id={id}
        name="secondaryDriver"
        className={styles.select}
        value={values.secondaryDriver}
        disabled={waits}
        aria-invalid={errors.secondaryDriver ? true : undefined}
        aria-describedby={
          [waits ? `${id}-hint` : '', describedBy(panelId, errors, 'secondaryDriver')]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => onChange({ ...values, secondaryDriver: event.target.value }, 'secondaryDriver')}
      >
        <option value="">{t('None')}</option>
        {choices.map((driver) => (
          <option key={driver.name} value={driver.name}>
            {driver.label}
          </option>
        ))}
        {values.secondaryDriver && !known ? (
          <option value={values.secondaryDriver}>{values.secondaryDriver}</option>
        ) : null}
      </select>
      {waits ? (
        // Why it waits, for a reader with script and without (the form is sent to change it).
        <p id={`${id}-hint`} className={styles.hint}>
          {t('Choose primary driver options first')}
        </p>
      ) : null}
      <FieldError panelId={panelId} errors={errors} field="secondaryDriver" />
    </div>
  );
}
