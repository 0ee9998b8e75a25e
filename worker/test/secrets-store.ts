import { adminSecretsStore, env } from 'cloudflare:test';
import { beforeAll } from 'vitest';

import { SHARED_SECRET_NAMES, storeBindingOf, type SharedSecretName } from '../secrets/shared-secrets';

type StoreBinding = Parameters<typeof adminSecretsStore>[0];
const bindings = env as unknown as Record<string, unknown>;

/** Writes a shared secret into the local Secrets Store that wrangler.toml binds (tests' own store). */
export async function writeStoredSecret(name: SharedSecretName, value: string): Promise<void> {
  using admin = adminSecretsStore(bindings[storeBindingOf(name)] as StoreBinding);
  const existing = (await admin.list()).find((secret) => secret.name === name);
  if (existing?.metadata) await admin.update(value, existing.metadata.uuid);
  else await admin.create(value);
}

/** Removes a shared secret from the local Secrets Store: reading it then fails. */
export async function deleteStoredSecret(name: SharedSecretName): Promise<void> {
  using admin = adminSecretsStore(bindings[storeBindingOf(name)] as StoreBinding);
  const existing = (await admin.list()).find((secret) => secret.name === name);
  if (existing?.metadata) await admin.delete(existing.metadata.uuid);
}

// Every test file reads the shared secrets through the Secrets Store, as the deployed Worker does, holding the
// values of .dev.vars (which the worker tests also see as Worker secrets of the same names).
beforeAll(async () => {
  for (const name of SHARED_SECRET_NAMES) {
    const value = bindings[name];
    if (typeof value === 'string' && value) await writeStoredSecret(name, value);
  }
});
