import * as v from 'valibot';

import { base64url, constantTimeEqual, fromBase64url, hmacSha256 } from './crypto';

/** How long a preview session lasts once an editor has entered it. */
export const PREVIEW_TOKEN_SECONDS = 60 * 60;

// A token is never longer than this; anything longer is rejected before any cryptography.
const MAX_TOKEN_LENGTH = 256;
// Domain separation: the same secret also derives the editors' entry secret (secret.ts).
const TOKEN_CONTEXT = 'preview-token.v1.';

const payloadSchema = v.object({ exp: v.pipe(v.number(), v.integer()) });

export interface PreviewToken {
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/**
 * Signs a preview token: `base64url(JSON payload).base64url(HMAC-SHA256)`, valid until `exp` (seconds since
 * the epoch). The payload is not secret, only tamper-proof.
 */
export async function signPreviewToken(secret: string, token: PreviewToken): Promise<string> {
  const payload = base64url(new TextEncoder().encode(JSON.stringify({ exp: token.exp })));
  const signature = base64url(await hmacSha256(secret, TOKEN_CONTEXT + payload));
  return `${payload}.${signature}`;
}

/**
 * Verifies a preview token's signature (constant time) and expiry; answers its payload, or undefined for a
 * missing, malformed, tampered or expired token, or when no secret is configured.
 */
export async function verifyPreviewToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): Promise<PreviewToken | undefined> {
  if (!secret || !token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  const expected = base64url(await hmacSha256(secret, TOKEN_CONTEXT + payload));
  if (!(await constantTimeEqual(signature, expected))) return undefined;
  const bytes = fromBase64url(payload);
  if (!bytes) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  const result = v.safeParse(payloadSchema, parsed);
  if (!result.success || result.output.exp * 1000 <= now) return undefined;
  return { exp: result.output.exp };
}
