import { useEffect, useState, type FormEvent } from 'react';

import type { DataLabFiltersProps, FieldName, FilterErrors, FilterValues } from '../../../model/data-lab';
import {
  clearDependents,
  emptyFilters,
  filterQuery,
  MAX_OPTIONS,
  validate,
} from '../../../model/rules/data-lab-filters';

import { trackDataLab } from './analytics';

/** Navigation, behind a seam so tests can watch it. */
export const navigate = { to: (href: string) => window.location.assign(href) };

/** A field of driver options (check boxes). */
export type OptionsField = 'primaryDriverOptions' | 'secondaryDriverOptions';

type FilterFormProps = Pick<DataLabFiltersProps, 'action' | 'drivers' | 'values' | 'errors' | 'draft'>;

/**
 * The filter form's state (spec §4, §5): the values, dependents cleared as they change; the messages, each gone
 * when its field changes; Apply checks the rules, shows the loading state and navigates the whole page.
 */
export function useFilterForm({
  action,
  drivers,
  values: initial,
  errors: initialErrors,
  draft,
}: FilterFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FilterErrors>(initialErrors);
  const [loading, setLoading] = useState(false);

  // Back from the next page (back-forward cache): no longer loading.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLoading(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const update = (next: FilterValues, field: FieldName) => {
    const cleared = clearDependents(next, drivers);
    setValues(cleared);
    // A changed field's message goes; so do those of fields that were just cleared.
    setErrors((previous) => {
      const kept: FilterErrors = { ...previous };
      delete kept[field];
      for (const name of Object.keys(kept) as FieldName[]) {
        if (JSON.stringify(cleared[name]) !== JSON.stringify(values[name])) delete kept[name];
      }
      return kept;
    });
  };

  const choose = (field: OptionsField, name: string, checked: boolean) => {
    const list = values[field];
    if (checked && list.length >= MAX_OPTIONS) {
      setErrors({ ...errors, [field]: 'Select up to two options' });
      return;
    }
    update({ ...values, [field]: checked ? [...list, name] : list.filter((item) => item !== name) }, field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validate(values, drivers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    const query = filterQuery(values, draft);
    trackDataLab('apply', query);
    navigate.to(`${action}?${query}`);
  };

  const clearAll = () => {
    setValues(emptyFilters);
    setErrors({});
  };

  return { values, errors, loading, update, choose, submit, clearAll };
}
