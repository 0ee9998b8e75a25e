/**
 * Analytics lives in ui/analytics; this module keeps the older import path of the data-layer helper and the
 * page-view event working.
 */
export { AUTH_STATUS_PATH, fetchAuthStatus } from '../../auth';
export { pageViewEvent, pushToDataLayer, type PageViewEvent } from '../../analytics';
