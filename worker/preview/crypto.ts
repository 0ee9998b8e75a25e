const encoder = new TextEncoder();
// Per isolate: each secret's key once imported. The keys themselves, never a promise one request made (Workers
// settles a promise only for the request that created it: shared-work.ts in ../cache).
const keys = new Map<string, CryptoKey>();

async function hmacKey(secret: string): Promise<CryptoKey> {
  const kept = keys.get(secret);
  if (kept) return kept;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  if (keys.size > 16) keys.clear();
  keys.set(secret, key);
  return key;
}

/** HMAC-SHA256 of a UTF-8 message under a UTF-8 secret. */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message));
  return new Uint8Array(signature);
}

/** Standard base64 (with padding), as Hygraph's signatures are written. */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** URL-safe base64 without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes URL-safe base64; undefined when the text is not base64url. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Compares two secrets without leaking where they differ or how long the expected one is: both sides are
 * hashed to 32 bytes, then every byte is compared whatever the earlier ones were.
 */
export async function constantTimeEqual(actual: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(actual)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}
