/**
 * The one way the site sends analytics: events pushed onto `window.dataLayer`, which the tag manager reads
 * (README.md beside this file lists every event). Nothing here throws: analytics never breaks a page.
 */

/** An analytics event: `event` is its tracking id (e.g. 'page_view'); the other fields are its data. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

type DataLayerWindow = { dataLayer?: unknown[] };

const defaultTarget = (): DataLayerWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as DataLayerWindow);

/**
 * Pushes an event onto the data layer, creating it when the tag manager has not yet. An event without its
 * tracking id is not sent: it logs a console error (spec §8) and the page carries on.
 */
export function pushToDataLayer(event: object, target: DataLayerWindow | undefined = defaultTarget()): void {
  const id = (event as Partial<AnalyticsEvent>).event;
  if (typeof id !== 'string' || id.trim() === '') {
    console.error('Analytics event without a tracking id was not sent', event);
    return;
  }
  if (!target) return;
  try {
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(event);
  } catch (error) {
    console.error('Analytics event could not be sent', error);
  }
}
