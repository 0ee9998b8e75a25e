import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetAuth } from '../../auth';

import { fetchAuthStatus, pageViewEvent, pushToDataLayer } from './page-view';
import { PageViewTracker } from './PageViewTracker';

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
});

describe('pageViewEvent', () => {
  it('lower-cases the category and carries ids only when logged in', () => {
    expect(pageViewEvent('Career Development', { status: 'unauthenticated', loginId: 'x' })).toEqual({
      event: 'page_view',
      category: 'career development',
      isLoggedIn: false,
    });
    expect(
      pageViewEvent('Recruitment', { status: 'authenticated', userId: 'u1', advertiserId: 'a1' }),
    ).toEqual({
      event: 'page_view',
      category: 'recruitment',
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
    pushToDataLayer({ a: 1 }, target);
    pushToDataLayer({ b: 2 }, target);
    expect(target.dataLayer).toEqual([{ a: 1 }, { b: 2 }]);
  });
});

describe('PageViewTracker', () => {
  it('pushes the page view once the authentication status resolves', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((done) => (resolve = done)));
    vi.stubGlobal('fetch', fetcher);
    const { container } = render(<PageViewTracker category="Career Development" />);
    expect(container.innerHTML).toBe('');
    expect(win.dataLayer).toBeUndefined();
    resolve(new Response(JSON.stringify({ status: 'authenticated', loginId: 'candidate-100234' })));
    await waitFor(() =>
      expect(win.dataLayer).toEqual([
        { event: 'page_view', category: 'career development', isLoggedIn: true, loginId: 'candidate-100234' },
      ]),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('pushes a logged-out page view when the check fails', async () => {
    vi.stubGlobal('fetch', answer({ error: 'down' }, 502));
    render(<PageViewTracker category="Wellbeing" />);
    await waitFor(() =>
      expect(win.dataLayer).toEqual([{ event: 'page_view', category: 'wellbeing', isLoggedIn: false }]),
    );
  });
});
