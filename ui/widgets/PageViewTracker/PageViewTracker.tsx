import { useEffect, useRef } from 'react';

import { pageViewEvent, pushToDataLayer, searchEvent, type PageAnalytics } from '../../analytics';
import { loadAuth } from '../../auth';

export type PageViewTrackerProps = PageAnalytics;

/**
 * Sends the page's page-view event once the reader's authentication status is known (spec §2, §6), and on
 * search results pages the search (term and results count). Renders nothing; hydrates when the browser is idle.
 */
export function PageViewTracker(page: PageViewTrackerProps) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void loadAuth().then((auth) => {
      pushToDataLayer(pageViewEvent(page, auth));
      if (page.search) pushToDataLayer(searchEvent(page.search));
    });
  }, [page]);
  return null;
}
