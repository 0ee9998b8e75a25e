import { base64url, constantTimeEqual, hmacSha256 } from './crypto';
import { PREVIEW_TOKEN_SECONDS, signPreviewToken, verifyPreviewToken } from './token';

/**
 * The secret editors' preview links carry (`/preview/enter?secret=…`), derived from PREVIEW_SIGNING_SECRET so
 * there is one secret to rotate, and so a leaked link never reveals the key that signs tokens.
 */
export async function previewEntrySecret(signingSecret: string): Promise<string> {
  return base64url(await hmacSha256(signingSecret, 'preview-entry.v1'));
}

/**
 * Checks what an editor presented to enter preview: the entry secret, or a still-valid preview token (a
 * share link). Answers the token to put in the session cookie — valid for an hour, never longer than the
 * token presented — or undefined when the secret is wrong or preview is not configured.
 */
export async function sessionTokenFor(
  signingSecret: string,
  presented: string | undefined,
  now = Date.now(),
): Promise<string | undefined> {
  if (!signingSecret || !presented) return undefined;
  const sessionEnd = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
  if (await constantTimeEqual(presented, await previewEntrySecret(signingSecret))) {
    return signPreviewToken(signingSecret, { exp: sessionEnd });
  }
  const shared = await verifyPreviewToken(signingSecret, presented, now);
  if (!shared) return undefined;
  return signPreviewToken(signingSecret, { exp: Math.min(shared.exp, sessionEnd) });
}
