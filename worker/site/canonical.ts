import type { Context } from 'hono';

import type { AppEnv } from '../env';

import { isNativeEmbedValue, NATIVE_EMBED_PARAM } from './native-embed';
import { parsePath } from './path';
import { routeQueryReader } from './route-queries';
import { localPort, siteForHost, sitesTableHost, type Site } from './sites';

/**
 * A request's canonical address (DESIGN §4 "Keys are bounded"): the one address of the page it asks for. A
 * page is stored only under it; canonical and share links are built from it; a variant (another spelling of
 * the Host or the path, unread or repeated query parameters, another spelling of a value a route reads) is
 * answered as this address.
 */
export interface CanonicalAddress {
  /**
   * The site's host: the request's Host when the sites table has it, else the default host; lower case, without
   * port or trailing dot.
   */
  host: string;
  /** `https://<host>`, or for a local host `http://<host>:<the local port>` (canonicalOrigin). */
  origin: string;
  /** Normalised path: decoded and re-encoded once, no empty segments, no trailing slash, page ≥ 2 only. */
  path: string;
  /**
   * The parameters that choose what the page shows, as its route reads them (route-queries.ts): the query of
   * its canonical link ('' for none).
   */
  filters: string;
  /** Every parameter the route reads: the filters, then the frame's `nativeEmbed=true` ('' for none). */
  query: string;
  /**
   * False when a parameter the route reads has a value outside what a real page can show (a year outside
   * MIN_YEAR…MAX_YEAR, a Data Lab query the form's rules refuse): answered, never stored.
   */
  storable: boolean;
}

/** The path as the routes read it (spec §2): decoded, empty segments dropped, page 1 as no page number. */
export function canonicalPath(pathname: string, site: Site): string {
  const parsed = parsePath(pathname, site);
  const segments = parsed.segments.map((segment) => encodeURIComponent(segment));
  if (parsed.language !== 'en') segments.unshift(parsed.language);
  if (parsed.pageNumber !== undefined && parsed.pageNumber > 1) segments.push(String(parsed.pageNumber));
  return `/${segments.join('/')}`;
}

/** The host of the sites table a request's host name stands for (any case, a trailing dot), else the default. */
function canonicalHost(hostname: string, defaultHost: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return sitesTableHost(host) ? host : defaultHost;
}

const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The origin canonical and share links name. Never the request's own port or scheme: a site's production host
 * is `https://<host>` (whatever port a request reached the edge on), and a local host (`<site>.localhost`, only
 * ever served by `wrangler dev` and the tests) is `http://<host>:<localPort>`, the port the local site listens on
 * (wrangler.toml's LOCAL_PORT, which the scripts that start a site on another port set; 8787 by default). So a
 * request whose Host names another port stores nothing that names that port.
 */
export function canonicalOrigin(requestUrl: string, defaultHost: string, localPortVar?: string): string {
  const host = canonicalHost(new URL(requestUrl).hostname, defaultHost);
  return isLocalHost(host) ? `http://${host}:${localPortVar || localPort}` : `https://${host}`;
}

/** The canonical address of a request URL on the site its Host (or the default host) names. */
export function canonicalAddress(
  requestUrl: string,
  defaultHost: string,
  localPortVar?: string,
): CanonicalAddress {
  const url = new URL(requestUrl);
  const host = canonicalHost(url.hostname, defaultHost);
  const path = canonicalPath(url.pathname, siteForHost(host, defaultHost));
  const reading = routeQueryReader(path)(url.searchParams);
  const filters = new URLSearchParams(reading.params).toString();
  const query = isNativeEmbedValue(url.searchParams.get(NATIVE_EMBED_PARAM))
    ? `${filters}${filters ? '&' : ''}${NATIVE_EMBED_PARAM}=true`
    : filters;
  return {
    host,
    origin: canonicalOrigin(requestUrl, defaultHost, localPortVar),
    path,
    filters,
    query,
    storable: reading.storable,
  };
}

/** The canonical address as a URL, with every parameter the route reads: the page's one address. */
export function canonicalHref(address: CanonicalAddress): string {
  return `${address.origin}${address.path}${address.query ? `?${address.query}` : ''}`;
}

/** The page's canonical link: its address with the parameters that choose what it shows, not the frame's flag. */
export function canonicalLink(address: CanonicalAddress): string {
  return `${address.origin}${address.path}${address.filters ? `?${address.filters}` : ''}`;
}

/** This request's canonical address. */
export function requestAddress(c: Context<AppEnv>): CanonicalAddress {
  return canonicalAddress(c.req.url, c.env.DEFAULT_HOST, c.env.LOCAL_PORT);
}

/** The origin of this request's canonical and share links (never an unknown Host, nor the request's port). */
export function pageOrigin(c: Context<AppEnv>): string {
  return canonicalOrigin(c.req.url, c.env.DEFAULT_HOST, c.env.LOCAL_PORT);
}
