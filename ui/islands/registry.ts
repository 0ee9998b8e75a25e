import type { ComponentType } from 'react';

import type { IslandName } from './components';

type Loader = () => Promise<{ default: ComponentType<never> }>;

/** Browser-side: each island's code, loaded only when a page has that island. */
export const islandRegistry: Record<IslandName, Loader> = {
  MobileMenu: () => import('../widgets/MobileMenu'),
  PageViewTracker: () => import('../widgets/PageViewTracker'),
  ReadMore: () => import('../widgets/ReadMore'),
  ShareBar: () => import('../widgets/ShareBar'),
};
