import { MONITORING_DSN_ATTR, MONITORING_ENVIRONMENT_ATTR } from './constants';

/** Runs `task` once the page has loaded and the browser is idle: never on the critical path. */
function afterLoadWhenIdle(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Browser monitoring (spec §7, DESIGN §2): when the page names a DSN, imports the monitoring client (its own
 * chunk, with @sentry/browser) once the page is idle. Errors thrown before then (an island failing as it
 * hydrates) are kept and handed to the client when it starts. Without a DSN it does nothing and loads nothing.
 */
export function startMonitoring(root: HTMLElement = document.documentElement): void {
  const dsn = root.getAttribute(MONITORING_DSN_ATTR);
  if (!dsn) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  afterLoadWhenIdle(() => {
    import('./sentry')
      .then(({ initMonitoring }) => {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        initMonitoring({
          dsn,
          environment: root.getAttribute(MONITORING_ENVIRONMENT_ATTR) ?? undefined,
          early: early.splice(0),
        });
      })
      .catch((error: unknown) => console.error('Monitoring did not load', error));
  });
}
