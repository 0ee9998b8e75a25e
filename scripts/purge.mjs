// `npm run purge -- --env <name> --entry <id> [--entry <id>…] | --prefix <p> | --all [--url <site>]`: starts a
// purge on an environment's site (POST /admin/purge) and shows its progress (GET /admin/purge/{id}) until it is
// complete. The token is ADMIN_PURGE_TOKEN from the environment (locally, .dev.vars' when unset). The site is
// --url, else PURGE_SITE_URL, else the local site (development: http://127.0.0.1:$PORT, 8787) or
// https://<DEFAULT_HOST> of the environment in wrangler.toml.
import path from 'node:path';
import { parseArgs } from 'node:util';

import { experimental_readRawConfig } from 'wrangler';

import { devVar } from './lib/dev-vars.mjs';
import { root } from './lib/wrangler.mjs';

const POLL_MS = Number(process.env.PURGE_POLL_MS ?? 1000);
const WAIT_MS = Number(process.env.PURGE_WAIT_SECONDS ?? 600) * 1000;
// KV shows a new progress record in other locations within about a minute: until then, 404 is "not yet".
const NOT_VISIBLE_YET_MS = 90_000;
const usage =
  'Usage: npm run purge -- --env <development|staging|production> (--entry <id>… | --prefix <p> | --all) [--url <site>]';

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    env: { type: 'string', short: 'e' },
    entry: { type: 'string', multiple: true },
    prefix: { type: 'string' },
    all: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const env = values.env;
const scopes = [values.entry?.length ? 'entry' : '', values.prefix ? 'prefix' : '', values.all ? 'all' : ''];
if (!env || scopes.filter(Boolean).length !== 1) fail(usage);
const body = values.entry?.length
  ? { entryIds: values.entry }
  : values.prefix
    ? { prefix: values.prefix }
    : { all: true };

function siteUrl() {
  const given = values.url ?? process.env.PURGE_SITE_URL;
  if (given) return given.replace(/\/$/, '');
  if (env === 'development') return `http://127.0.0.1:${process.env.PORT ?? 8787}`;
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.toml') });
  const host = rawConfig.env?.[env]?.vars?.DEFAULT_HOST;
  if (!rawConfig.env?.[env]) fail(`No environment ${env} in wrangler.toml.`);
  if (!host || host.endsWith('localhost'))
    fail(`wrangler.toml gives ${env} no public host: pass --url <site>.`);
  return `https://${host}`;
}

const site = siteUrl();
const token =
  process.env.ADMIN_PURGE_TOKEN || (env === 'development' ? await devVar('ADMIN_PURGE_TOKEN') : '');
if (!token) fail(`Set ADMIN_PURGE_TOKEN to the admin token of ${env}.`);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call(method, address, payload) {
  let response;
  try {
    response = await fetch(`${site}${address}`, {
      method,
      headers,
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    fail(`Could not reach ${site}: ${error.cause?.code ?? error.cause?.message ?? error.message}.`);
  }
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { error: text.slice(0, 200) };
  }
  if (response.status === 401)
    fail(`${site} refused the admin token (401): check ADMIN_PURGE_TOKEN for ${env}.`);
  return { status: response.status, answer };
}

const started = Date.now();
const { status, answer } = await call('POST', '/admin/purge', body);
if (status !== 200) fail(`${site} answered ${status}: ${answer.error ?? 'no reason given'}`);
console.log(
  `Purge ${answer.id} started on ${site}: ${answer.purged.length} cached responses deleted at once.`,
);
if (answer.complete) {
  console.log(`Complete: ${answer.purged.length} cached responses deleted.`);
  process.exit(0);
}

const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
let last = '';
while (Date.now() - started < WAIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  const progress = await call('GET', `/admin/purge/${answer.id}`);
  if (progress.status === 404 && Date.now() - started < NOT_VISIBLE_YET_MS) continue;
  if (progress.status !== 200) fail(`${site} answered ${progress.status}: ${progress.answer.error ?? ''}`);
  const { done, left, complete } = progress.answer;
  const line = `${done.keysDeleted} cached responses deleted in ${done.slices} slices`;
  if (complete) {
    console.log(`Complete after ${seconds()} s: ${line}.`);
    process.exit(0);
  }
  if (line !== last) console.log(`  ${seconds()} s: ${line}; left: ${left}`);
  last = line;
}
fail(
  `Purge ${answer.id} not complete after ${WAIT_MS / 1000} s; follow it with GET ${site}/admin/purge/${answer.id}.`,
);
