import type { CanonicalAddress } from '../../site/canonical';
import { MAX_CONTENT_KEY_BYTES, sha256Hex } from '../keys';

/** Every page cache key starts with this, so `{ "prefix": "page:" }` purges all pages. */
export const PAGE_KEY_PREFIX = 'page:';

const encoder = new TextEncoder();

/**
 * The KV key of a rendered page: `page:<host><canonical path>?<canonical query>` — only ever a canonical
 * address (site/canonical.ts: the site's host without port or scheme, the path and the parameters its route
 * reads, as it reads them), so no visitor can make new keys by spelling an address another way. Over
 * MAX_CONTENT_KEY_BYTES the path and query become `sha256:<hex>`, so the key always fits the 512 bytes KV
 * allows.
 */
export async function pageCacheKey(
  address: Pick<CanonicalAddress, 'host' | 'path' | 'query'>,
): Promise<string> {
  const host = address.host;
  const rest = `${address.path}${address.query ? `?${address.query}` : ''}`;
  const key = `${PAGE_KEY_PREFIX}${host}${rest}`;
  return encoder.encode(key).byteLength <= MAX_CONTENT_KEY_BYTES
    ? key
    : `${PAGE_KEY_PREFIX}${host}:sha256:${await sha256Hex(rest)}`;
}
