import type { FieldName, FilterErrors } from '../../../model/data-lab';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabFilters.css';

/** The id of a field's message, which its control names in aria-describedby. */
export const errorId = (panelId: string, field: FieldName) => `${panelId}-${field}-error`;

/** The control's aria-describedby for its message, when it has one. */
export const describedBy = (panelId: string, errors: FilterErrors, field: FieldName) =>
  errors[field] ? errorId(panelId, field) : undefined;

/** A field's message under its control (spec §5), or nothing. */
export function FieldError({
  panelId,
  errors,
  field,
}: {
  panelId: string;
  errors: FilterErrors;
  field: FieldName;
}) {
  const { t } = useTranslations(translations);
  const key = errors[field];
  return key ? (
    <p id={errorId(panelId, field)} className={styles.error}>
      {t(key)}
    </p>
  ) : null;
}
