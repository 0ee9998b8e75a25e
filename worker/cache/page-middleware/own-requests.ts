import type { KeptPage } from './page-store';

// Requests this middleware sends itself to re-render a stale page, with that page: they skip the read and
// store the result.
export const refreshRequests = new WeakMap<Request, KeptPage>();
// Those of them whose page could be stored.
export const storedRefreshes = new WeakSet<Request>();
// Requests this middleware sends itself to render the canonical address of a variant that missed.
export const canonicalRequests = new WeakSet<Request>();

/** The canonical address as a request carrying the reader's headers (language, user agent), not its Host. */
export function requestFor(href: string, original: Request): Request {
  const headers = new Headers(original.headers);
  headers.delete('host');
  return new Request(href, { headers });
}
