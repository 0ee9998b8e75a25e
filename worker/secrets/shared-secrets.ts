import { logEvent } from '../observability/log';

/**
 * The secrets this site shares with other services (spec §7 "a secrets-manager call reads a secret string by
 * id"): the CMS tokens, the webhook secret, the operators' admin token, the preview signing secret and the
 * reCAPTCHA secret.
 */
export const SHARED_SECRET_NAMES = [
  'HYGRAPH_TOKEN',
  'HYGRAPH_PREVIEW_TOKEN',
  'HYGRAPH_WEBHOOK_SECRET',
  'ADMIN_PURGE_TOKEN',
  'PREVIEW_SIGNING_SECRET',
  'RECAPTCHA_SECRET',
] as const;

export type SharedSecretName = (typeof SHARED_SECRET_NAMES)[number];

/** The Secrets Store binding (wrangler.toml `secrets_store_secrets`) that holds a shared secret. */
export const storeBindingOf = (name: SharedSecretName) => `SECRETS_STORE_${name}`;

/** How long an isolate keeps a secret it read before reading it again (a rotated secret takes this long). */
export const SECRET_KEEP_MS = 10 * 60 * 1000;

interface StoreSecret {
  get(): Promise<string>;
}

const isStoreSecret = (binding: unknown): binding is StoreSecret =>
  typeof binding === 'object' && binding !== null && typeof (binding as StoreSecret).get === 'function';

// Per isolate: the values read, never a promise (a request awaits only what it created, DESIGN §4).
const kept = new Map<SharedSecretName, { value: string; readAt: number }>();

/**
 * A shared secret: from its Secrets Store binding when one is configured, read once per isolate and kept for
 * SECRET_KEEP_MS; else from the Worker secret of the same name (the fallback for an account without the
 * Secrets Store, and for the Node harnesses of scripts/bench). A failed or empty read logs 'Failed to get a
 * secret token' (spec §8) and answers undefined, so the feature that needed it refuses (fails closed); a value
 * read earlier is still used while a later read fails.
 */
export async function sharedSecret(
  env: object,
  name: SharedSecretName,
  now = Date.now(),
): Promise<string | undefined> {
  const bindings = env as Record<string, unknown>;
  const binding = bindings[storeBindingOf(name)];
  if (!isStoreSecret(binding)) {
    const value = bindings[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  const known = kept.get(name);
  if (known && now - known.readAt < SECRET_KEEP_MS) return known.value;
  try {
    const value = await binding.get();
    if (!value) throw new Error('the secret is empty');
    kept.set(name, { value, readAt: now });
    return value;
  } catch (error) {
    logEvent('error', 'Failed to get a secret token', {
      secret: name,
      reason: error instanceof Error ? error.message : String(error),
    });
    return known?.value;
  }
}

/** Forgets the secrets this isolate read (tests that change the store). */
export function forgetSharedSecrets(): void {
  kept.clear();
}
