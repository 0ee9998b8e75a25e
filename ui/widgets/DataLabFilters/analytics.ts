/**
 * The Data Lab's analytics events (spec §2, §3 "Analytics records: driver and selection"): one when a reader
 * applies filters, one when the results page loads. They read the results address, whose lists are joined by
 * underscore, and send the lists joined by comma (spec §2).
 */
import { ALL, DELIMITER } from '../../../model/rules/data-lab-filters';
import { pushToDataLayer } from '../../analytics';

export const DATA_LAB_EVENTS = {
  apply: 'datalab_filters_apply',
  results: 'datalab_results_load',
} as const;

export interface DataLabEvent {
  event: (typeof DATA_LAB_EVENTS)[keyof typeof DATA_LAB_EVENTS];
  /** The primary driver ('All' when none was chosen). */
  driver: string;
  /** Its options, comma-joined ('Accounting,Construction'); '' for All. */
  selection: string;
  /** '' when none. */
  secondaryDriver: string;
  secondarySelection: string;
}

const commaList = (underscored: string | null) =>
  (underscored ?? '')
    .split(DELIMITER)
    .map((name) => name.trim())
    .filter(Boolean)
    .join(',');

/** The event of a results query (`primaryDriver=Industry&primaryDriverOptions=Accounting_Construction…`). */
export function dataLabEvent(
  kind: keyof typeof DATA_LAB_EVENTS,
  query: string | URLSearchParams,
): DataLabEvent {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return {
    event: DATA_LAB_EVENTS[kind],
    driver: params.get('primaryDriver')?.trim() || ALL,
    selection: commaList(params.get('primaryDriverOptions')),
    secondaryDriver: params.get('secondaryDriver')?.trim() ?? '',
    secondarySelection: commaList(params.get('secondaryDriverOptions')),
  };
}

/** Sends the event through the one data-layer helper (the same as the category page view's). */
export function trackDataLab(kind: keyof typeof DATA_LAB_EVENTS, query: string | URLSearchParams): void {
  pushToDataLayer(dataLabEvent(kind, query));
}
