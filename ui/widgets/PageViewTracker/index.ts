export { PageViewTracker as default } from './PageViewTracker';
export type { PageViewTrackerProps } from './PageViewTracker';
