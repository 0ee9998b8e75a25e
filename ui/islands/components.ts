import { MobileMenu } from '../widgets/MobileMenu/MobileMenu';
import { PageViewTracker } from '../widgets/PageViewTracker/PageViewTracker';
import { ReadMore } from '../widgets/ReadMore/ReadMore';
import { ShareBar } from '../widgets/ShareBar/ShareBar';

/**
 * Every island by name, for server rendering. The browser's registry (registry.ts) maps the same
 * names to lazy imports; a test keeps the two in step.
 */
export const islandComponents = {
  MobileMenu,
  PageViewTracker,
  ReadMore,
  ShareBar,
};

export type IslandName = keyof typeof islandComponents;
