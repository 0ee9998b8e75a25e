import { pageViewEvent, pushToDataLayer, searchEvent } from '../../analytics';
import { loadAuth } from '../../auth/store';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { PageViewTrackerProps } from './PageViewTracker';

/** Pushes the page view once the authentication status resolves, then the search on results pages. */
export const enhancePageViewTracker: EnhanceIsland<PageViewTrackerProps> = (_marker, page) => {
  void loadAuth().then((auth) => {
    pushToDataLayer(pageViewEvent(page, auth));
    if (page.search) pushToDataLayer(searchEvent(page.search));
  });
};
