import type { PageAnalytics } from '../../analytics';

export type PageViewTrackerProps = PageAnalytics;

/**
 * Sends the page's page-view event once the reader's authentication status is known (spec §2, §6), and on
 * search results pages the search (term and results count). Renders nothing; when the browser is idle its
 * plain script (`enhance.ts`, no React) sends the events.
 */
export function PageViewTracker(_page: PageViewTrackerProps) {
  return null;
}
