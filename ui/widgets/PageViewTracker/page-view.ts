/** The answer of GET /api/auth-status (worker/routes/auth-status.ts). */
export interface AuthStatus {
  status: 'authenticated' | 'unauthenticated';
  loginId?: string;
  userId?: string;
  advertiserId?: string;
}

export interface PageViewEvent {
  event: 'page_view';
  /** Lower-cased (spec §2). */
  category: string;
  isLoggedIn: boolean;
  loginId?: string;
  userId?: string;
  advertiserId?: string;
}

export const AUTH_STATUS_PATH = '/api/auth-status';

const unauthenticated: AuthStatus = { status: 'unauthenticated' };

/** The page-view event of a category page (spec §2, §6): ids only when the visitor is logged in. */
export function pageViewEvent(category: string, auth: AuthStatus): PageViewEvent {
  const event: PageViewEvent = {
    event: 'page_view',
    category: category.toLowerCase(),
    isLoggedIn: auth.status === 'authenticated',
  };
  if (!event.isLoggedIn) return event;
  if (auth.loginId) event.loginId = auth.loginId;
  if (auth.userId) event.userId = auth.userId;
  if (auth.advertiserId) event.advertiserId = auth.advertiserId;
  return event;
}

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

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an event to the analytics data layer, creating it when the tag manager has not yet. */
export function pushToDataLayer(event: object, target: DataLayerWindow = window as DataLayerWindow): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}
