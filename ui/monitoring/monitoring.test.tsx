import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Document } from '../layout/Document';
import { Providers } from '../layout/Providers';
import { ErrorPage } from '../pages/ErrorPage';

import { MONITORING_DSN_ATTR, MONITORING_ENVIRONMENT_ATTR, ROUTE_ERROR_ATTR } from './constants';
import { startMonitoring } from './loader';

const initMonitoring = vi.fn();
vi.mock('./sentry', () => ({ initMonitoring }));

const page = (monitoring?: { dsn: string; environment: string }) =>
  renderToString(
    <Document lang="en-AU" language="en" title="Home" stylesheets={[]} monitoring={monitoring}>
      <p>Hello</p>
    </Document>,
  );

describe('the monitoring settings a page carries', () => {
  it('names the DSN and environment on the document element, as attributes (no inline script)', () => {
    const html = page({ dsn: 'https://key@o1.ingest.example.com/2', environment: 'production' });
    expect(html).toContain(`${MONITORING_DSN_ATTR}="https://key@o1.ingest.example.com/2"`);
    expect(html).toContain(`${MONITORING_ENVIRONMENT_ATTR}="production"`);
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
  });

  it('names nothing when no DSN is configured', () => {
    expect(page({ dsn: '', environment: 'production' })).not.toContain('data-monitoring');
    expect(page()).not.toContain('data-monitoring');
  });

  it('marks the route error screen with its status and message, for monitoring to report', () => {
    const html = renderToString(
      <Providers language="en">
        <ErrorPage status={502} message="Internal error" homeHref="/" />
      </Providers>,
    );
    expect(html).toContain(`${ROUTE_ERROR_ATTR}="502 Internal error"`);
    expect(html).toContain('Oops!');
  });
});

describe('startMonitoring', () => {
  const root = document.documentElement;
  beforeEach(() => {
    vi.useFakeTimers();
    initMonitoring.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    root.removeAttribute(MONITORING_DSN_ATTR);
    root.removeAttribute(MONITORING_ENVIRONMENT_ATTR);
  });

  const idle = async () => {
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
  };

  it('loads nothing without a DSN', async () => {
    startMonitoring(root);
    await idle();
    expect(initMonitoring).not.toHaveBeenCalled();
  });

  it('starts the client once idle, handing it the errors thrown before', async () => {
    root.setAttribute(MONITORING_DSN_ATTR, 'https://key@o1.ingest.example.com/2');
    root.setAttribute(MONITORING_ENVIRONMENT_ATTR, 'staging');
    startMonitoring(root);
    const early = new Error('an island failed to hydrate');
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    expect(initMonitoring).not.toHaveBeenCalled();
    await idle();
    expect(initMonitoring).toHaveBeenCalledWith({
      dsn: 'https://key@o1.ingest.example.com/2',
      environment: 'staging',
      early: [early],
    });
  });
});
