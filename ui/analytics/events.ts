/** The site's analytics events (README.md): page views with the reader's ids, searches, form submissions. */
import type { AuthStatus } from '../../model/account';

/** The kind of page a page view is of. */
export type PageType =
  'home' | 'content' | 'article' | 'category' | 'author' | 'search' | 'data-lab' | 'preview' | 'error';

export interface PageViewEvent {
  event: 'page_view';
  pageType: PageType;
  /** Category pages: the category's name, lower-cased (spec §2). */
  category?: string;
  isLoggedIn: boolean;
  /** Candidate sites (spec §6). */
  loginId?: string;
  /** Employer sites (spec §6). */
  userId?: string;
  advertiserId?: string;
}

export interface SearchEvent {
  event: 'search';
  searchTerm: string;
  resultsCount: number;
}

export interface FormSubmittedEvent {
  event: 'form_submitted';
  /** The form's kind as the site handles it (subscription, lead, dynamic: model/form.ts formKind); never the answers. */
  formType: string;
  formSlug: string;
}

/** What a page tells its page-view island: its type, and the category or search it shows. */
export interface PageAnalytics {
  pageType: PageType;
  category?: string;
  search?: { term: string; resultsCount: number };
}

/** A page view (spec §2, §6): the reader's ids only when logged in. */
export function pageViewEvent(page: PageAnalytics, auth: AuthStatus): PageViewEvent {
  const event: PageViewEvent = {
    event: 'page_view',
    pageType: page.pageType,
    ...(page.category ? { category: page.category.toLowerCase() } : {}),
    isLoggedIn: auth.status === 'authenticated',
  };
  if (!event.isLoggedIn) return event;
  if (auth.loginId) event.loginId = auth.loginId;
  if (auth.userId) event.userId = auth.userId;
  if (auth.advertiserId) event.advertiserId = auth.advertiserId;
  return event;
}

export function searchEvent(search: { term: string; resultsCount: number }): SearchEvent {
  return { event: 'search', searchTerm: search.term, resultsCount: search.resultsCount };
}

export function formSubmittedEvent(form: { kind: string; slug: string }): FormSubmittedEvent {
  return { event: 'form_submitted', formType: form.kind, formSlug: form.slug };
}
