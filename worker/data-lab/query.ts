/**
 * The Data Lab results' query (spec §2, §5) as the route reads it, by the filter form's rules
 * (model/rules/data-lab-filters.ts): the four fields, lists split on '_', trimmed, each option once and sorted
 * (readQuery), and the dependents a selection disables cleared. The canonical address, the page key and the
 * page's canonical and share links name the selection in its one spelling (filterParams), so `Accounting_`,
 * `_Accounting__`, `+Accounting` and reordered or repeated options are one page.
 */
import { clearDependents, FILTER_FIELDS, filterParams, readQuery } from '../../model/rules/data-lab-filters';
import type { QueryReader } from '../site/query-reading';

// Longer than any driver or option list of the survey: answered (the form says what is wrong), never stored.
const MAX_FIELD_LENGTH = 200;

/** The selection the route reads from a query, before the survey's drivers are known (spec §4 dependents). */
export function readDataLabSelection(query: URLSearchParams) {
  const parsed = readQuery((name) => query.getAll(name));
  return { values: clearDependents(parsed.values, []), errors: parsed.errors };
}

/**
 * The Data Lab route's reading of its query: the selection in its one spelling; a query the form's rules refuse
 * to read (another delimiter) or a field longer than any survey name is answered, never stored.
 */
export const readDataLabQuery: QueryReader = (query) => {
  const { values, errors } = readDataLabSelection(query);
  const tooLong = FILTER_FIELDS.some((name) =>
    query.getAll(name).some((value) => value.length > MAX_FIELD_LENGTH),
  );
  return { params: filterParams(values), storable: Object.keys(errors).length === 0 && !tooLong };
};
