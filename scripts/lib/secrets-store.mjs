// Fills wrangler's local Secrets Store with the shared secrets of .dev.vars, so local runs and the browser tests
// read them as the deployed Worker does: through the `secrets_store_secrets` bindings of wrangler.toml
// (worker/secrets/README.md). One Miniflare of wrangler's own, on the same persistence folder `wrangler dev
// --persist-to` reads, as `wrangler secrets-store secret create` does, but for every secret at once.
import { createRequire } from 'node:module';
import path from 'node:path';

import { experimental_readRawConfig } from 'wrangler';

import { devVar } from './dev-vars.mjs';
import { root, statePath } from './wrangler.mjs';

// wrangler's own Miniflare: the local store's format is the one `wrangler dev` reads.
const { Miniflare, convertV4MiniflareOptions } = createRequire(
  path.join(root, 'node_modules/wrangler/package.json'),
)('miniflare');

/** The top-level (development) `secrets_store_secrets` of wrangler.toml. */
export function localSecretBindings() {
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.toml') });
  return rawConfig.secrets_store_secrets ?? [];
}

/**
 * Writes each secret of wrangler.toml's local store with its .dev.vars value (a secret .dev.vars leaves empty is
 * not written: reading it fails, as a missing secret does when deployed). Answers the names written.
 */
export async function seedSecretsStore({ persistTo = statePath } = {}) {
  const bindings = localSecretBindings();
  if (bindings.length === 0) return [];
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
      modules: true,
      resourcePersistencePath: path.join(persistTo, 'v3'),
      secretsStoreSecrets: Object.fromEntries(
        bindings.map(({ binding, store_id, secret_name }) => [binding, { store_id, secret_name }]),
      ),
    }),
  );
  const written = [];
  try {
    for (const { binding, secret_name: name } of bindings) {
      const value = await devVar(name);
      if (!value) continue;
      const admin = (await mf.getSecretsStoreSecretAPI(binding))();
      const existing = (await admin.list()).find((secret) => secret.name === name);
      if (existing) await admin.update(value, existing.metadata.uuid);
      else await admin.create(value);
      written.push(name);
    }
  } finally {
    await mf.dispose();
  }
  return written;
}
