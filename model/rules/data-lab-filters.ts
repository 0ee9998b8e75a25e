/**
 * The Data Lab filter rules (spec §4 "Data Lab filter form", §5 validation, §9 limits), shared by the filter
 * island and the route that checks the same query on the server. Pure functions, no React.
 */
import type { DriverChoice, FieldName, FilterError, FilterErrors, FilterValues } from '../data-lab';

/** The primary driver nobody chose: every respondent (spec §5: default 'All'). */
export const ALL = 'All';
/** A secondary driver written as the text null counts as none (spec §5). */
export const NULL_TEXT = 'null';
/** Spec §9: at most two options per driver. */
export const MAX_OPTIONS = 2;
/** Lists in the query are joined by underscore (spec §2). */
export const DELIMITER = '_';
/** The query parameters of a selection (spec §2), in the order its query writes them. */
export const FILTER_FIELDS: readonly FieldName[] = [
  'primaryDriver',
  'primaryDriverOptions',
  'secondaryDriver',
  'secondaryDriverOptions',
];

export const emptyFilters: FilterValues = {
  primaryDriver: ALL,
  primaryDriverOptions: [],
  secondaryDriver: '',
  secondaryDriverOptions: [],
};

const isNone = (driver: string) => driver === '' || driver === NULL_TEXT;

/** Spec §4: the primary options are disabled while the primary driver is empty or 'All'. */
export const primaryOptionsDisabled = (v: FilterValues) => v.primaryDriver === '' || v.primaryDriver === ALL;

/** Spec §4: the secondary driver is disabled until primary options are chosen. */
export const secondaryDriverDisabled = (v: FilterValues) =>
  primaryOptionsDisabled(v) || v.primaryDriverOptions.length === 0;

/** Spec §4: the secondary options are disabled while the secondary driver is empty or 'null'. */
export const secondaryOptionsDisabled = (v: FilterValues) =>
  secondaryDriverDisabled(v) || isNone(v.secondaryDriver);

/** The drivers the secondary list offers: every driver but the primary one. */
export const secondaryChoices = (drivers: DriverChoice[], primary: string) =>
  drivers.filter((driver) => driver.name !== primary);

const optionsOf = (drivers: DriverChoice[], name: string) =>
  drivers.find((driver) => driver.name === name)?.options.map((option) => option.name) ?? [];

/**
 * Clears what is disabled or no longer offered (spec §4 "Disabled or invalid dependents cleared automatically";
 * "a secondary driver no longer in the list is cleared"). Unknown names are kept, for `validate` to report.
 */
export function clearDependents(values: FilterValues, drivers: DriverChoice[]): FilterValues {
  const v = { ...values };
  // Options of another driver (the driver was changed) go first; names nobody knows stay, to be reported.
  const known = new Set(drivers.flatMap((driver) => driver.options.map((option) => option.name)));
  const keep = (driver: string, list: string[]) => {
    const own = optionsOf(drivers, driver);
    return list.filter((name) => own.includes(name) || !known.has(name));
  };
  v.primaryDriverOptions = keep(v.primaryDriver, v.primaryDriverOptions);
  if (v.secondaryDriver === NULL_TEXT) v.secondaryDriver = '';
  if (primaryOptionsDisabled(v)) v.primaryDriverOptions = [];
  if (secondaryDriverDisabled(v) || v.secondaryDriver === v.primaryDriver) v.secondaryDriver = '';
  v.secondaryDriverOptions = keep(v.secondaryDriver, v.secondaryDriverOptions);
  if (secondaryOptionsDisabled(v)) v.secondaryDriverOptions = [];
  return v;
}

/** Spec §5, field by field; an empty object when the selection can be applied. */
export function validate(v: FilterValues, drivers: DriverChoice[]): FilterErrors {
  const errors: FilterErrors = {};
  const isDriver = (name: string) => drivers.some((driver) => driver.name === name);
  if (v.primaryDriver === '') errors.primaryDriver = 'Select an option';
  else if (v.primaryDriver !== ALL && !isDriver(v.primaryDriver))
    errors.primaryDriver = 'Choose from the list';
  if (!isNone(v.secondaryDriver) && !isDriver(v.secondaryDriver))
    errors.secondaryDriver = 'Choose from the list';

  const options = (driver: string, list: string[]): FilterError | undefined => {
    if (list.length > MAX_OPTIONS) return 'Select up to two options';
    const own = optionsOf(drivers, driver);
    if (list.some((name) => !own.includes(name)) && isDriver(driver)) return 'Choose from the list';
    return undefined;
  };
  const primary = options(v.primaryDriver, v.primaryDriverOptions);
  if (primary) errors.primaryDriverOptions = primary;
  else if (v.primaryDriver !== ALL && v.primaryDriver !== '' && v.primaryDriverOptions.length === 0) {
    errors.primaryDriverOptions = 'Select at least one option';
  }
  const secondary = options(v.secondaryDriver, v.secondaryDriverOptions);
  if (secondary) errors.secondaryDriverOptions = secondary;
  else if (!(v.primaryDriver === ALL || isNone(v.secondaryDriver) || v.secondaryDriverOptions.length > 0)) {
    errors.secondaryDriverOptions = 'Select at least one option';
  }
  return errors;
}

/** Spec §4: primary driver (0 or 1) + primary options + secondary driver (0 or 1) + secondary options. */
export function filterCount(v: FilterValues): number {
  const primary = v.primaryDriver !== '' && v.primaryDriver !== ALL ? 1 : 0;
  const secondary = isNone(v.secondaryDriver) ? 0 : 1;
  return primary + v.primaryDriverOptions.length + secondary + v.secondaryDriverOptions.length;
}

/**
 * A list from the query: every value split on '_' (a form without script may repeat the parameter), each
 * name trimmed, empty ones dropped, each once, in one order (code-unit order), so that every spelling of a
 * selection (`_Accounting__`, `+Accounting`, options reordered or repeated) reads as the same selection.
 */
export function parseList(raw: string[]): { list: string[]; error?: FilterError } {
  const list = [
    ...new Set(
      raw
        .flatMap((value) => value.split(DELIMITER))
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ].sort();
  // Other separators people (or old links) use: the list cannot be read safely.
  if (list.some((name) => /[,;|]/.test(name))) return { list, error: 'Invalid delimiter' };
  return { list };
}

/** Reads the four parameters (spec §2); `get` answers every value of a parameter. */
export function readQuery(get: (name: FieldName) => string[]): {
  values: FilterValues;
  errors: FilterErrors;
} {
  const errors: FilterErrors = {};
  const list = (name: 'primaryDriverOptions' | 'secondaryDriverOptions') => {
    const parsed = parseList(get(name));
    if (parsed.error) errors[name] = parsed.error;
    return parsed.list;
  };
  const primary = get('primaryDriver');
  const values: FilterValues = {
    primaryDriver: primary.length === 0 ? ALL : (primary[0] ?? '').trim(),
    primaryDriverOptions: list('primaryDriverOptions'),
    secondaryDriver: (get('secondaryDriver')[0] ?? '').trim(),
    secondaryDriverOptions: list('secondaryDriverOptions'),
  };
  return { values, errors };
}

/** A selection's parameters after the primary driver: lists joined by '_', empty ones left out. */
function dependentParams(v: FilterValues): [FieldName, string][] {
  const params: [FieldName, string][] = [];
  if (v.primaryDriverOptions.length)
    params.push(['primaryDriverOptions', v.primaryDriverOptions.join(DELIMITER)]);
  if (!isNone(v.secondaryDriver)) params.push(['secondaryDriver', v.secondaryDriver]);
  if (v.secondaryDriverOptions.length) {
    params.push(['secondaryDriverOptions', v.secondaryDriverOptions.join(DELIMITER)]);
  }
  return params;
}

/**
 * A selection's one spelling, as the page's canonical address and links name it (spec §2): the primary driver
 * unless it is All (the page without a query), then `dependentParams`. An empty primary driver is kept: it is a
 * page of its own (the form's 'Select an option').
 */
export function filterParams(v: FilterValues): [FieldName, string][] {
  const primary: [FieldName, string][] = v.primaryDriver === ALL ? [] : [['primaryDriver', v.primaryDriver]];
  return [...primary, ...dependentParams(v)];
}

/** The query the form goes to: the primary driver always (All when none), the draft carried over (spec §2). */
export function filterQuery(v: FilterValues, draft?: string | null): string {
  const params = new URLSearchParams([['primaryDriver', v.primaryDriver || ALL], ...dependentParams(v)]);
  if (draft != null) params.set('draft', draft);
  return params.toString();
}
