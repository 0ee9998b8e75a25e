import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';

import { deployProblems } from './lib/deploy-check.mjs';
import { offlineEnv, root } from './lib/wrangler.mjs';

/**
 * The deploy check (scripts/deploy.mjs, README "Deploying"): it refuses today's wrangler.toml, whose staging and
 * production settings are placeholders, and passes the same file with example values filled in, on which
 * `wrangler deploy --dry-run` of every environment succeeds.
 */
const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
const work = path.join(root, '.wrangler/deploy-check');
const node = path.join(root, 'node_modules/.bin/node');
const runEnv = {
  ...process.env,
  ...offlineEnv,
  PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
};

const fakeId = (name: string) =>
  Array.from(name, (ch) => ch.charCodeAt(0).toString(16))
    .join('')
    .padEnd(32, '0')
    .slice(0, 32);

/** wrangler.toml with example values where it has placeholders or empty keys a deployed feature needs. */
function withExampleValues(text: string): string {
  return text
    .replace(/"REPLACE_WITH_[A-Z_]*RECAPTCHA_SITE_KEY"/g, '"6LeExampleSiteKeyForDeployCheck0000000000"')
    .replace(/"REPLACE_WITH_([A-Z_]+)"/g, (_, name: string) => `"${fakeId(name)}"`)
    .replace(
      /^(\[env\.(staging|production)\.vars\][^[]*?)SENTRY_BROWSER_DSN = ""/gms,
      '$1SENTRY_BROWSER_DSN = "https://public@o0.ingest.sentry.io/0"',
    );
}

const readConfig = (file: string) => experimental_readRawConfig({ config: file }).rawConfig;

function writeConfig(name: string, text: string): string {
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
}

const deploy = (args: string[]) =>
  spawnSync(node, ['scripts/deploy.mjs', ...args], { cwd: root, env: runEnv, encoding: 'utf8' });

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the deploy check', () => {
  it(
    'refuses staging and production of today’s wrangler.toml, listing each setting and where to set it',
    { timeout: 60_000 },
    () => {
      const config = readConfig(path.join(root, 'wrangler.toml'));
      expect(deployProblems(config, 'development')).toEqual([]);
      for (const env of ['staging', 'production']) {
        const paths = deployProblems(config, env).map((p) => p.path);
        expect(paths).toEqual(
          expect.arrayContaining([
            `env.${env}.vars.RECAPTCHA_SITE_KEY`,
            `env.${env}.vars.SENTRY_BROWSER_DSN`,
            `env.${env}.kv_namespaces[CONTENT_CACHE].id`,
            `env.${env}.kv_namespaces[DATASETS].id`,
            `env.${env}.kv_namespaces[FORM_OUTBOX].id`,
            `env.${env}.secrets_store_secrets[SECRETS_STORE_ADMIN_PURGE_TOKEN].store_id`,
            `env.${env}.d1_databases[CACHE_INDEX].database_id`,
          ]),
        );
      }
      const result = deploy(['--env', 'production']);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain('env.production.vars.RECAPTCHA_SITE_KEY: a placeholder');
      expect(result.stdout).toContain('→ set RECAPTCHA_SITE_KEY in [env.production.vars]');
      expect(result.stdout).toContain('env.production.vars.SENTRY_BROWSER_DSN: empty');
      expect(result.stdout).toMatch(
        /kv_namespaces\[CONTENT_CACHE\]\.id: a placeholder.*\n.*wrangler kv namespace create/,
      );
      expect(result.stderr).toContain('Not deployed');
    },
  );

  it('treats any binding table alike: an unset D1 id, queue or KV id is listed', () => {
    const text = `${withExampleValues(toml)}
[[env.production.d1_databases]]
binding = "ANOTHER_INDEX"
database_name = "another-index-production"
database_id = ""

[[env.production.queues.producers]]
binding = "ANOTHER_QUEUE"
queue = ""

[[env.production.kv_namespaces]]
binding = "NEW_STORE"
`;
    const paths = deployProblems(readConfig(writeConfig('unset-ids.toml', text)), 'production').map(
      (p) => p.path,
    );
    expect(paths.sort()).toEqual([
      'env.production.d1_databases[ANOTHER_INDEX].database_id',
      'env.production.kv_namespaces[NEW_STORE].id',
      'env.production.queues.producers[ANOTHER_QUEUE].queue',
    ]);
  });

  it(
    'passes the example values, and `wrangler deploy --dry-run` of every environment succeeds on them',
    { timeout: 300_000 },
    () => {
      const dist = path.join(work, 'dist');
      const build = spawnSync(node, ['scripts/build.mjs'], {
        cwd: root,
        env: { ...runEnv, BUILD_OUT_DIR: dist },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      // The built worker beside this config (wrangler reads `main` and the assets relative to it); built once.
      const example = withExampleValues(toml).replace(/^\[build\]\n(?:.+\n)*/m, '');
      const file = writeConfig('wrangler.toml', example);
      for (const env of ['development', 'staging', 'production']) {
        expect(deployProblems(readConfig(file), env), env).toEqual([]);
        const result = deploy([
          '--env',
          env,
          '--config',
          file,
          '--dry-run',
          '--outdir',
          path.join(work, `out-${env}`),
        ]);
        expect(result.status, `${env}:\n${result.stdout}\n${result.stderr}`).toBe(0);
        expect(result.stdout).toContain('--dry-run: exiting now.');
      }
    },
  );
});
