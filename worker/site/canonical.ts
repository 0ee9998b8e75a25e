import type { Context } from 'hono';

import type { FieldName } from '../../model/data-lab';
import { readIndustry } from '../../model/insights/industries';
import { readQuery } from '../../ui/widgets/DataLabFilters/rules';
import type { AppEnv } from '../env';

import { parseYear } from './list-position';
import { parsePath } from './path';
import { siteForHost, sitesTableHost, type Site } from './sites';

/**
 * A request's canonical address (DESIGN §4 "Keys are bounded"): the one address of the page it asks for. A
 * page is stored only under it; canonical and share links are built from it; a variant (another spelling of
 * the path, unread or repeated query parameters, an unknown Host) is answered as this address.
 */
export interface CanonicalAddress {
  /** `<scheme>://<host>[:port]`: the request's Host when the sites table has it, else the default host. */
  origin: string;
  /** Normalised path: decoded and re-encoded once, no empty segments, no trailing slash, page ≥ 2 only. */
  path: string;
  /** Only the query parameters the route reads, in a fixed order, as the route reads them ('' for none). */
  query: string;
  /**
   * False when a parameter the route reads has a value outside what a real page can show (a year outside
   * MIN_YEAR…MAX_YEAR, a Data Lab query the form's rules refuse): answered, never stored.
   */
  storable: boolean;
}

/** Years a list of documents can be filtered by (spec §2 investor pages): anything else is not a real page. */
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2099;

const DATA_LAB_FIELDS: FieldName[] = [
  'primaryDriver',
  'primaryDriverOptions',
  'secondaryDriver',
  'secondaryDriverOptions',
];
// Longer than any driver or option list of the survey: answered (the form says what is wrong), never stored.
const MAX_FILTER_VALUE_LENGTH = 200;

const DATA_LAB_PATH = /^\/[a-z]{2}\/talent-attraction-lab\/data-lab$/;

// The insights pages whose salary and job-growth tables are filtered by industry in the address (spec §2).
const INDUSTRY_FILTER_PATH = /^(?:\/(?:th|id))?\/market-insights\/salary-insights$/;

/** Whether the page at canonical `path` reads `industry` (its salary and job-growth tables' filter). */
export const readsIndustryFilter = (path: string) => INDUSTRY_FILTER_PATH.test(path);

/**
 * The salary and job-growth pages' `industry` (ui/insights/IndustryFilter.tsx): a known industry is part of the
 * address; all industries (-1) is the page itself; anything else is answered as all, never stored.
 */
function industryFilter(params: URLSearchParams, path: string, out: URLSearchParams): boolean {
  if (!readsIndustryFilter(path)) return true;
  const industry = readIndustry(params.get('industry'));
  if (industry !== null && industry !== -1) out.append('industry', String(industry));
  return industry !== null;
}

// Spec §2: `?nativeEmbed=true` (or `=1`, or bare) hides header and footer; the route reads its first value.
function nativeEmbed(params: URLSearchParams): string | undefined {
  const value = params.get('nativeEmbed');
  return value === '' || value === 'true' || value === '1' ? 'true' : undefined;
}

/** The query parameters the page routes read, in the order the canonical query writes them. */
function canonicalQuery(params: URLSearchParams, path: string): { query: string; storable: boolean } {
  const out = new URLSearchParams();
  let storable = true;
  if (DATA_LAB_PATH.test(path.replace(/^\/(th|id)(?=\/[a-z]{2}\/)/, ''))) {
    // The route reads every value of each field (rules.ts readQuery): kept as sent, fields in a fixed order.
    const parsed = readQuery((name: FieldName) => params.getAll(name));
    if (Object.keys(parsed.errors).length > 0) storable = false;
    for (const name of DATA_LAB_FIELDS) {
      for (const value of params.getAll(name)) {
        if (value.length > MAX_FILTER_VALUE_LENGTH) storable = false;
        out.append(name, value);
      }
    }
  }
  if (!industryFilter(params, path, out)) storable = false;
  // Spec §5: the year filter is numeric, else all (-1), as an integer.
  const year = parseYear(params.get('year') ?? undefined);
  if (year !== -1) {
    if (year < MIN_YEAR || year > MAX_YEAR) storable = false;
    out.append('year', String(year));
  }
  const embed = nativeEmbed(params);
  if (embed) out.append('nativeEmbed', embed);
  return { query: out.toString(), storable };
}

/** The path as the routes read it (spec §2): decoded, empty segments dropped, page 1 as no page number. */
export function canonicalPath(pathname: string, site: Site): string {
  const parsed = parsePath(pathname, site);
  const segments = parsed.segments.map((segment) => encodeURIComponent(segment));
  if (parsed.language !== 'en') segments.unshift(parsed.language);
  if (parsed.pageNumber !== undefined && parsed.pageNumber > 1) segments.push(String(parsed.pageNumber));
  return `/${segments.join('/')}`;
}

/** The origin canonical links name: the request's own when its Host is a site's, else the default host's. */
export function canonicalOrigin(requestUrl: string, defaultHost: string): string {
  const url = new URL(requestUrl);
  const host = sitesTableHost(url.hostname) ? url.hostname : defaultHost;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/** The canonical address of a request URL on the site its Host (or the default host) names. */
export function canonicalAddress(requestUrl: string, defaultHost: string): CanonicalAddress {
  const url = new URL(requestUrl);
  const origin = canonicalOrigin(requestUrl, defaultHost);
  const site = siteForHost(new URL(origin).hostname, defaultHost);
  const path = canonicalPath(url.pathname, site);
  return { origin, path, ...canonicalQuery(url.searchParams, path) };
}

/** The canonical address as a URL. */
export function canonicalHref(address: CanonicalAddress): string {
  return `${address.origin}${address.path}${address.query ? `?${address.query}` : ''}`;
}

/** The origin of this request's canonical and share links (never an unknown Host). */
export function pageOrigin(c: Context<AppEnv>): string {
  return canonicalOrigin(c.req.url, c.env.DEFAULT_HOST);
}

/** This request's canonical address as a URL: what share links of the page name. */
export function pageHref(c: Context<AppEnv>): string {
  return canonicalHref(canonicalAddress(c.req.url, c.env.DEFAULT_HOST));
}
