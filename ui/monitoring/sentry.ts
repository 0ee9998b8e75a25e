import {
  browserTracingIntegration,
  captureException,
  captureMessage,
  init,
  replayIntegration,
} from '@sentry/browser';

import { MONITORING_SAMPLE_RATES, ROUTE_ERROR_ATTR } from './constants';

export interface MonitoringStart {
  dsn: string;
  environment?: string;
  /** Errors the page met before this module loaded, reported first. */
  early: unknown[];
}

/**
 * Starts @sentry/browser (spec §7, §9): errors and performance for every session, replay for 20% of sessions
 * and for every session with an error, with every text and input masked and media blocked, so nothing a reader
 * types or reads leaves the page. Its global handlers then report what islands throw; the route error screen
 * reports itself. Imported only by the loader, after the page is idle.
 */
export function initMonitoring({ dsn, environment, early }: MonitoringStart): void {
  init({
    dsn,
    environment,
    sampleRate: MONITORING_SAMPLE_RATES.errors,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.replaysOnError,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({ maskAllInputs: true, maskAllText: true, blockAllMedia: true }),
    ],
  });
  for (const error of early) captureException(error);
  const routeError = document.querySelector(`[${ROUTE_ERROR_ATTR}]`);
  if (routeError)
    captureMessage(
      `Route error screen: ${routeError.getAttribute(ROUTE_ERROR_ATTR)} ${routeError.textContent}`,
      'error',
    );
}
