import { base64, constantTimeEqual, hmacSha256 } from '../preview/crypto';

/** How old a signed webhook may be; older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;
/** How far in the future a signature's time may be (clock skew between Hygraph and the edge). */
export const WEBHOOK_FUTURE_SKEW_MS = 30 * 1000;

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
 * (milliseconds) at most WEBHOOK_TOLERANCE_MS old and WEBHOOK_FUTURE_SKEW_MS ahead — the published utility
 * skips that check; we refuse old deliveries — and, when `environment` is given, signed for that Hygraph
 * environment only. Answers the verified signature value (the `sign` field: one per delivery however the
 * header is spaced, ordered or padded, so the replay check keys on it), or undefined for a missing secret, a
 * malformed header or a wrong signature.
 */
export async function verifiedHygraphSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
  environment?: string,
): Promise<string | undefined> {
  if (!secret || !header) return undefined;
  const parsed = parseSignature(header);
  if (!parsed || now - parsed.t > WEBHOOK_TOLERANCE_MS || parsed.t - now > WEBHOOK_FUTURE_SKEW_MS)
    return undefined;
  if (environment !== undefined && parsed.env !== environment) return undefined;
  const expected = base64(await hmacSha256(secret, signedText(rawBody, parsed.env, parsed.t)));
  return (await constantTimeEqual(parsed.sign, expected)) ? expected : undefined;
}

/** Whether `header` is a valid signature of `rawBody` (verifiedHygraphSignature). */
export async function verifyHygraphSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
  environment?: string,
): Promise<boolean> {
  return (await verifiedHygraphSignature(secret, rawBody, header, now, environment)) !== undefined;
}
