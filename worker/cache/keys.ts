/** KV keys are at most 512 bytes; a content key stays well under it (its prefix and query name included). */
export const MAX_CONTENT_KEY_BYTES = 400;
/** Hygraph ids are 25-character cuids; anything else that is not a short plain token is refused. */
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const encoder = new TextEncoder();

/** FNV-1a, 32 bits, as hex: a short name for a text (not a security hash). */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

// JSON with object keys sorted at every level, undefined members dropped: equal variables, equal text.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a text, as hex: a key's name for a text too long to spell out. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The keys this isolate made, by query name and variables as the loader wrote them: every render of a page
// asks for the same keys again, some of them hashed. Bounded; the oldest give way.
const MAX_MADE_KEYS = 1000;
const madeKeys = new Map<string, string>();

/**
 * The cache key of a published CMS query: `content:<QueryName>:<variables as canonical JSON>`, readable and
 * purgeable by prefix. When that would exceed MAX_CONTENT_KEY_BYTES, the variables are replaced by
 * `sha256:<hex>` of their canonical JSON.
 */
export async function contentCacheKey(
  queryName: string,
  variables: Record<string, unknown> = {},
): Promise<string> {
  const asked = `${queryName}\n${JSON.stringify(variables)}`;
  let key = madeKeys.get(asked);
  if (key === undefined) {
    if (!/^[A-Za-z0-9_]{1,64}$/.test(queryName)) throw new TypeError(`Invalid query name: ${queryName}`);
    const prefix = `content:${queryName}:`;
    const json = canonicalJson(variables);
    key =
      encoder.encode(prefix + json).byteLength <= MAX_CONTENT_KEY_BYTES
        ? prefix + json
        : `${prefix}sha256:${await sha256Hex(json)}`;
    const oldest = madeKeys.size >= MAX_MADE_KEYS ? madeKeys.keys().next().value : undefined;
    if (oldest !== undefined) madeKeys.delete(oldest);
    madeKeys.set(asked, key);
  }
  return key;
}
