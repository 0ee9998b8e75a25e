import { useEffect, useRef } from 'react';

import { loadAuth } from '../../auth';

import { pageViewEvent, pushToDataLayer } from './page-view';

export interface PageViewTrackerProps {
  /** The category's name, as shown on the page; the event carries it lower-cased. */
  category: string;
}

/**
 * Sends the category page's page-view event once the visitor's authentication status is known
 * (spec §2, §6). Renders nothing; hydrates when the browser is idle.
 */
export function PageViewTracker({ category }: PageViewTrackerProps) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void loadAuth().then((auth) => pushToDataLayer(pageViewEvent(category, auth)));
  }, [category]);
  return null;
}
