import type { CanonicalAddress } from '../../site/canonical';
import { MAX_CONTENT_KEY_BYTES } from '../keys';

/** Every page cache key starts with this, so `{ "prefix": "page:" }` purges all pages. */
export const PAGE_KEY_PREFIX = 'page:';

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The KV key of a rendered page: `page:<host[:port]><canonical path>?<canonical query>` — only ever a
 * canonical address (site/canonical.ts), so no visitor can make new keys by spelling an address another
 * way. Over MAX_CONTENT_KEY_BYTES the path and query become `sha256:<hex>`, so the key
 * always fits the 512 bytes KV allows.
 */
export async function pageCacheKey(address: CanonicalAddress): Promise<string> {
  const host = address.origin.replace(/^[a-z]+:\/\//, '');
  const rest = `${address.path}${address.query ? `?${address.query}` : ''}`;
  const key = `${PAGE_KEY_PREFIX}${host}${rest}`;
  return encoder.encode(key).byteLength <= MAX_CONTENT_KEY_BYTES
    ? key
    : `${PAGE_KEY_PREFIX}${host}:sha256:${await sha256Hex(rest)}`;
}
