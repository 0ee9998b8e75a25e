import type { TipsCardView } from '../../../model/blocks/tips-card-group';
import type { DataLabFiltersProps } from '../../../model/data-lab';
import type { DataLabReportView } from '../../../model/data-lab-report';
import type { DataLabShareProps } from '../../widgets/DataLabShare/DataLabShare';

/** Spec §3 importance levels, in the order bars and legends show them. */
export type ImportanceLevel = 'must' | 'delight' | 'neutral' | 'putOff';

export interface ImportanceShare {
  level: ImportanceLevel;
  percentage: number;
}

/** One ranked driver (e.g. Salary) of a group, with its options (e.g. 'Pay above market rate'). */
export interface RankedDriver {
  rank: number;
  name: string;
  shares: ImportanceShare[];
  options: { name: string; shares: ImportanceShare[] }[];
}

/** Enough answers, few (indicative, spec §8 small-sample notice) or too few to show (no-data notice). */
export type SampleState = 'ok' | 'small' | 'missing';

export interface ResultGroup {
  name: string;
  respondents: number;
  sample: SampleState;
  drivers: RankedDriver[];
}

/** A tile: one primary driver option (or all respondents), and its secondary options' groups. */
export interface ResultTile extends ResultGroup {
  secondary: ResultGroup[];
}

export interface DemographicView {
  key: string;
  name: string;
  sum: number;
  results: { name: string; count: number; percentage: number }[];
}

/**
 * results: the survey answered; empty: nobody matched enough (spec §4 empty state); invalid: the query broke a
 * rule (400, messages in the form); failed: the survey API did not answer (502).
 */
export type DataLabState = 'results' | 'empty' | 'invalid' | 'failed';

export interface DataLabPageProps {
  state: DataLabState;
  /** The site's country code ('au'), e.g. for the PDF's file name. */
  country: string;
  countryName: string;
  /** e.g. 'Industry: Accounting, Construction'; null for all respondents. */
  selection: string | null;
  tiles: ResultTile[];
  respondents: number;
  demographic: DemographicView[];
  tips: TipsCardView[];
  /** /market-insights/loa-about-the-research with the language prefix (opens in a new tab). */
  aboutHref: string;
  /** Survey months, 'YYYY-MM' (spec §9). */
  period: { from: string; to: string };
  /** The AU and NZ employer sites add a note to the empty state (spec §8). */
  employerNote: boolean;
  filters: DataLabFiltersProps;
  share: DataLabShareProps;
  /** The country's research report (Download report at the bottom, spec §2); null: no button. */
  report: DataLabReportView | null;
}
