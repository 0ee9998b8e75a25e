/**
 * How the worker tells the browser about monitoring without inline script (the CSP allows none): attributes of
 * the document element, read by the browser entry (ui/monitoring/loader.ts).
 */
export const MONITORING_DSN_ATTR = 'data-monitoring-dsn';
export const MONITORING_ENVIRONMENT_ATTR = 'data-monitoring-environment';
/** On the route error screen ('Oops!'): the status it answered, reported to monitoring once loaded (spec §8). */
export const ROUTE_ERROR_ATTR = 'data-route-error';

/**
 * Sample rates of spec §7 and §9: every session is monitored (errors and performance), 20% of sessions are
 * recorded for replay, and a session that meets an error keeps its replay.
 */
export const MONITORING_SAMPLE_RATES = {
  errors: 1,
  traces: 1,
  replaysSession: 0.2,
  replaysOnError: 1,
} as const;
