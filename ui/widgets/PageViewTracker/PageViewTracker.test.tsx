import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetAuth } from '../../auth';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

import { fetchAuthStatus, pageViewEvent, pushToDataLayer } from './page-view';
import type { PageViewTrackerProps } from './PageViewTracker';

/** The island as a page renders it, then its browser script, as the hydrator runs it. */
async function renderTracker(props: PageViewTrackerProps): Promise<HTMLElement> {
  const island: ReactElement = <Island name="PageViewTracker" props={props} hydrate="idle" />;
  const { container } = render(island);
  await enhancePlainIslands(container);
  return container;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const win = window as DataLayerWindow;

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  delete win.dataLayer;
  resetAuth();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageViewEvent', () => {
  it('lower-cases the category and carries ids only when logged in', () => {
    expect(
      pageViewEvent(
        { pageType: 'category', category: 'Career Development' },
        { status: 'unauthenticated', loginId: 'x' },
      ),
    ).toEqual({
      event: 'page_view',
      pageType: 'category',
      category: 'career development',
      isLoggedIn: false,
    });
    expect(
      pageViewEvent({ pageType: 'article' }, { status: 'authenticated', userId: 'u1', advertiserId: 'a1' }),
    ).toEqual({
      event: 'page_view',
      pageType: 'article',
      isLoggedIn: true,
      userId: 'u1',
      advertiserId: 'a1',
    });
  });
});

describe('fetchAuthStatus', () => {
  it('asks the same-origin endpoint', async () => {
    const fetcher = answer({ status: 'authenticated', loginId: 'c1' });
    expect(await fetchAuthStatus(fetcher)).toEqual({ status: 'authenticated', loginId: 'c1' });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/auth-status',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('counts errors and failed requests as unauthenticated', async () => {
    expect(await fetchAuthStatus(answer({}, 500))).toEqual({ status: 'unauthenticated' });
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await fetchAuthStatus(failing)).toEqual({ status: 'unauthenticated' });
  });
});

describe('pushToDataLayer', () => {
  it('creates the data layer when missing and appends to it', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushToDataLayer({ event: 'a' }, target);
    pushToDataLayer({ event: 'b', n: 2 }, target);
    expect(target.dataLayer).toEqual([{ event: 'a' }, { event: 'b', n: 2 }]);
  });

  it('logs a console error for an event without a tracking id, sends nothing and does not throw', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: { dataLayer?: unknown[] } = {};
    expect(() => pushToDataLayer({ category: 'x' }, target)).not.toThrow();
    pushToDataLayer({ event: '  ' }, target);
    expect(target.dataLayer).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Analytics event without a tracking id was not sent', { category: 'x' });
  });
});

describe('PageViewTracker', () => {
  it('pushes the page view once the authentication status resolves', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((done) => (resolve = done)));
    vi.stubGlobal('fetch', fetcher);
    const container = await renderTracker({ pageType: 'category', category: 'Career Development' });
    expect(container.textContent).toBe('');
    expect(win.dataLayer).toBeUndefined();
    resolve(new Response(JSON.stringify({ status: 'authenticated', loginId: 'candidate-100234' })));
    await waitFor(() =>
      expect(win.dataLayer).toEqual([
        {
          event: 'page_view',
          pageType: 'category',
          category: 'career development',
          isLoggedIn: true,
          loginId: 'candidate-100234',
        },
      ]),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('pushes a logged-out page view when the check fails, then the search', async () => {
    vi.stubGlobal('fetch', answer({ error: 'down' }, 502));
    await renderTracker({ pageType: 'search', search: { term: 'resume', resultsCount: 4 } });
    await waitFor(() =>
      expect(win.dataLayer).toEqual([
        { event: 'page_view', pageType: 'search', isLoggedIn: false },
        { event: 'search', searchTerm: 'resume', resultsCount: 4 },
      ]),
    );
  });
});
