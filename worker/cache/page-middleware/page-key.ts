import { MAX_CONTENT_KEY_BYTES } from '../keys';

/** Every page cache key starts with this, so `{ "prefix": "page:" }` purges all pages. */
export const PAGE_KEY_PREFIX = 'page:';

// Campaign and click ids: they never change what a page shows, and would otherwise make one copy per click.
const TRACKING_PARAM = /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The query string with tracking parameters dropped and the rest sorted by name, then value. */
export function normalisedQuery(search: string): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return new URLSearchParams(params).toString();
}

/**
 * The KV key of a rendered page: `page:<host><path>?<normalised query>`. Host and path are kept as sent
 * (the canonical link and the site depend on them); over MAX_CONTENT_KEY_BYTES the path and query become
 * `sha256:<hex>`, so the purge index key `idx:<entryId>:<key>` always fits KV's 512 bytes.
 */
export async function pageCacheKey(requestUrl: string): Promise<string> {
  const url = new URL(requestUrl);
  const query = normalisedQuery(url.search);
  const address = `${url.pathname}${query ? `?${query}` : ''}`;
  const key = `${PAGE_KEY_PREFIX}${url.host}${address}`;
  return encoder.encode(key).byteLength <= MAX_CONTENT_KEY_BYTES
    ? key
    : `${PAGE_KEY_PREFIX}${url.host}:sha256:${await sha256Hex(address)}`;
}
