/**
 * The Data Lab filter form's props (spec §2 "Data Lab", §4 filter form): what the worker builds for the Data
 * Lab page and for the landing form of a DataLabEmbed custom component, and what the filter island reads.
 */

export interface FilterValues {
  primaryDriver: string;
  primaryDriverOptions: string[];
  secondaryDriver: string;
  secondaryDriverOptions: string[];
}

export type FieldName = keyof FilterValues;

/** The message keys of the data-lab vocab the rules can raise. */
export type FilterError =
  | 'Select an option'
  | 'Select at least one option'
  | 'Select up to two options'
  | 'Invalid delimiter'
  | 'Choose from the list';

export type FilterErrors = Partial<Record<FieldName, FilterError>>;

/** A driver the form offers: its name in the query (English) and its label in the page's language. */
export interface DriverChoice {
  name: string;
  label: string;
  options: { name: string; label: string }[];
}

export interface DataLabFiltersProps {
  /** The results path the form goes to, e.g. /au/talent-attraction-lab/data-lab or /th/th/…. */
  action: string;
  drivers: DriverChoice[];
  values: FilterValues;
  /** The server's verdict on the query (a 400 page shows them). */
  errors: FilterErrors;
  /** The preview draft parameter, carried over (spec §2). */
  draft: string | null;
  /** The primary driver's label for 'All' in the page's language. */
  allLabel: string;
  /** The landing form inside a page's blocks (spec §2): always open, no pane heading, no drawer. */
  inline?: boolean;
}
