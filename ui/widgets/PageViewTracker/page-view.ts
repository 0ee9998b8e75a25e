import type { AuthStatus } from '../../../model/account';

export { AUTH_STATUS_PATH, fetchAuthStatus } from '../../auth';

export interface PageViewEvent {
  event: 'page_view';
  /** Lower-cased (spec §2). */
  category: string;
  isLoggedIn: boolean;
  loginId?: string;
  userId?: string;
  advertiserId?: string;
}

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

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an event to the analytics data layer, creating it when the tag manager has not yet. */
export function pushToDataLayer(event: object, target: DataLayerWindow = window as DataLayerWindow): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}
