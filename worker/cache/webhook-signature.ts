import { base64, constantTimeEqual, hmacSha256 } from '../preview/crypto';

/** How old (or how far in the future) a signed webhook may be; older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

interface ParsedSignature {
  sign: string;
  env: string;
  /** Milliseconds since the epoch, as Hygraph writes it. */
  t: number;
}

// `sign=<base64>, env=<environment>, t=<milliseconds>` (Hygraph, "Introducing signed webhooks").
function parseSignature(header: string): ParsedSignature | undefined {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const sign = fields.get('sign');
  const env = fields.get('env');
  const t = fields.get('t');
  if (!sign || env === undefined || !t || !/^\d{1,16}$/.test(t)) return undefined;
  return { sign, env, t: Number(t) };
}

// Hygraph signs a JSON object holding the raw body; Go's encoder escapes &, < and > inside it, which the
// published Node utility (@hygraph/utils verifyWebhookSignature) reproduces exactly like this.
function signedText(rawBody: string, env: string, t: number): string {
  const text = JSON.stringify({ Body: rawBody, EnvironmentName: env, TimeStamp: t });
  return text.replace(/[&<>]/g, (ch) => `\\\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Builds a `gcms-signature` header value as Hygraph does (for tests and local tools). */
export async function signHygraphWebhook(
  secret: string,
  rawBody: string,
  t = Date.now(),
  env = 'master',
): Promise<string> {
  return `sign=${base64(await hmacSha256(secret, signedText(rawBody, env, t)))}, env=${env}, t=${t}`;
}

/**
 * Verifies Hygraph's `gcms-signature` over the raw body: HMAC-SHA256 (base64) of
 * `{"Body":<raw body>,"EnvironmentName":<env>,"TimeStamp":<t>}`, compared in constant time, with `t`
 * (milliseconds) within WEBHOOK_TOLERANCE_MS of now — the published utility skips that check; we refuse
 * replays of old deliveries. False for a missing secret, a malformed header or a wrong signature.
 */
export async function verifyHygraphSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!secret || !header) return false;
  const parsed = parseSignature(header);
  if (!parsed || Math.abs(now - parsed.t) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = base64(await hmacSha256(secret, signedText(rawBody, parsed.env, parsed.t)));
  return constantTimeEqual(parsed.sign, expected);
}
