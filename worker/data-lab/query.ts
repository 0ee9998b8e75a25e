/**
 * The Data Lab results' query (spec §2, §5) as the route reads it: the four fields, lists split on '_',
 * trimmed, each option once and sorted (model/rules/data-lab-filters.ts readQuery), and the dependents a
 * selection disables cleared. The canonical address, the page key and the page's canonical and share links name
 * the selection in this one spelling (dataLabFilterParams), so `Accounting_`, `_Accounting__`, `+Accounting`
 * and reordered or repeated options are one page.
 */
import type { FieldName, FilterValues } from '../../model/data-lab';
import { ALL, clearDependents, NULL_TEXT, DELIMITER, readQuery } from '../../model/rules/data-lab-filters';
import type { QueryReader } from '../site/query-reading';

const FIELDS: FieldName[] = [
  'primaryDriver',
  'primaryDriverOptions',
  'secondaryDriver',
  'secondaryDriverOptions',
];

// Longer than any driver or option list of the survey: answered (the form says what is wrong), never stored.
const MAX_FIELD_LENGTH = 200;

/**
 * A selection as query parameters, in the fields' order: the primary driver unless it is All (the page without
 * a query), lists joined by '_', empty parts left out. An empty primary driver is kept: it is a page of its own
 * (the form's 'Select an option').
 */
export function dataLabFilterParams(values: FilterValues): [string, string][] {
  const params: [string, string][] = [];
  if (values.primaryDriver !== ALL) params.push(['primaryDriver', values.primaryDriver]);
  if (values.primaryDriverOptions.length > 0) {
    params.push(['primaryDriverOptions', values.primaryDriverOptions.join(DELIMITER)]);
  }
  if (values.secondaryDriver !== '' && values.secondaryDriver !== NULL_TEXT) {
    params.push(['secondaryDriver', values.secondaryDriver]);
  }
  if (values.secondaryDriverOptions.length > 0) {
    params.push(['secondaryDriverOptions', values.secondaryDriverOptions.join(DELIMITER)]);
  }
  return params;
}

/** The selection the route reads from a query, before the survey's drivers are known (spec §4 dependents). */
export function readDataLabSelection(query: URLSearchParams) {
  const parsed = readQuery((name: FieldName) => query.getAll(name));
  return { values: clearDependents(parsed.values, []), errors: parsed.errors };
}

/**
 * The Data Lab route's reading of its query: the selection in its one spelling; a query the form's rules refuse
 * to read (another delimiter) or a field longer than any survey name is answered, never stored.
 */
export const readDataLabQuery: QueryReader = (query) => {
  const { values, errors } = readDataLabSelection(query);
  const tooLong = FIELDS.some((name) => query.getAll(name).some((value) => value.length > MAX_FIELD_LENGTH));
  return {
    params: dataLabFilterParams(values),
    storable: Object.keys(errors).length === 0 && !tooLong,
  };
};
