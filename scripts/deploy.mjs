// `npm run deploy -- --env <name> [wrangler deploy options]`: checks the environment of wrangler.toml first
// (scripts/lib/deploy-check.mjs: placeholders, empty keys a feature needs, unset ids) and deploys only when
// nothing would break the site; otherwise lists each setting with where to set it and exits 1.
// `--check` only checks; `--config <file>` checks and deploys another config; `--dry-run` is wrangler's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { experimental_readRawConfig } from 'wrangler';

import { deployProblems, formatProblems } from './lib/deploy-check.mjs';
import { root } from './lib/wrangler.mjs';

const { values, tokens } = parseArgs({
  options: {
    env: { type: 'string', short: 'e' },
    config: { type: 'string', short: 'c', default: 'wrangler.toml' },
    check: { type: 'boolean', default: false },
  },
  strict: false,
  tokens: true,
});
const env = values.env;
if (!env) {
  console.error(
    'Usage: npm run deploy -- --env <development|staging|production> [--check] [wrangler deploy options]',
  );
  process.exit(2);
}
const config = path.resolve(values.config);
const { rawConfig } = experimental_readRawConfig({ config });
const problems = deployProblems(rawConfig, env);
console.log(formatProblems(env, problems));
if (problems.length > 0) {
  console.error(`\nNot deployed: set the ${problems.length} setting(s) above, then run this again.`);
  process.exit(1);
}
if (values.check) process.exit(0);

// What goes on to wrangler: every option but --check (--env and --config included, as given; `development` is
// wrangler.toml's top level, which wrangler deploys without --env).
const passOn = tokens
  .filter((token) => !(token.kind === 'option' && token.name === 'check'))
  .filter((token) => !(token.kind === 'option' && token.name === 'env' && token.value === 'development'))
  .flatMap((token) =>
    token.kind === 'option' ? [token.rawName, ...(token.value ? [token.value] : [])] : [token.value],
  )
  .filter((arg) => arg !== undefined);
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const result = spawnSync(wrangler, ['deploy', ...passOn], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
