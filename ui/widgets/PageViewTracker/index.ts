export { enhancePageViewTracker as enhance } from './enhance';
export type { PageViewTrackerProps } from './PageViewTracker';
