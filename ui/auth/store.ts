/**
 * The reader's authentication state (spec §3, §4), shared by every island of the page: one request to
 * `GET /api/auth-status`, whichever island asks first; `pending` until it answers, then `authenticated` or
 * `unauthenticated` (also on any error). Islands hydrate as separate React roots but import this one module, so
 * they read one signal.
 */
import { signal } from '@preact/signals-react';

import type { AuthStatus } from '../../model/account';

export type { AuthStatus };

/** The store's value: pending while the status is being asked for. */
export type AuthState = { status: 'pending' } | AuthStatus;

export const AUTH_STATUS_PATH = '/api/auth-status';

const unauthenticated: AuthStatus = { status: 'unauthenticated' };

/** The shared state; read it through useAuth in components. */
export const authState = signal<AuthState>({ status: 'pending' });

let request: Promise<AuthStatus> | null = null;

/** Asks the worker whether the visitor is logged in; any failure counts as logged out. */
export async function fetchAuthStatus(fetcher: typeof fetch = fetch): Promise<AuthStatus> {
  try {
    const response = await fetcher(AUTH_STATUS_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return unauthenticated;
    const body = (await response.json()) as Partial<AuthStatus> | null;
    return body?.status === 'authenticated' ? (body as AuthStatus) : unauthenticated;
  } catch {
    return unauthenticated;
  }
}

/** Starts the one status request of the page (later calls share it) and resolves with its answer. */
export function loadAuth(fetcher: typeof fetch = fetch): Promise<AuthStatus> {
  request ??= fetchAuthStatus(fetcher).then((status) => {
    authState.value = status;
    return status;
  });
  return request;
}

/** Back to pending with no request made: for tests, which share the module between cases. */
export function resetAuth(): void {
  request = null;
  authState.value = { status: 'pending' };
}
