export { pushToDataLayer, type AnalyticsEvent } from './data-layer';
export {
  formSubmittedEvent,
  pageViewEvent,
  searchEvent,
  type FormSubmittedEvent,
  type PageAnalytics,
  type PageType,
  type PageViewEvent,
  type SearchEvent,
} from './events';
