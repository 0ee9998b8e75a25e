// The deploy check (README "Deploying"): what in an environment of wrangler.toml would break the deployed site.
// Generic over wrangler's binding tables, so a binding added later (a D1 database, a Durable Object, another
// KV namespace) is checked without being named here.

/** Values that stand for "set me": REPLACE_WITH_…, <…>, TODO, changeme. */
const PLACEHOLDER = /REPLACE_WITH|^<.*>$|^todo$|^changeme$|^xxx+$/i;

/** Variables a deployed feature needs, with the feature that breaks without them. */
export const REQUIRED_VARS = {
  RECAPTCHA_SITE_KEY: 'every robot-checked form (reCAPTCHA) fails',
  SENTRY_BROWSER_DSN: 'browser errors go unreported (monitoring)',
};

/** The field of a binding table's entry that names the resource, and how to find or make one. */
const RESOURCE_FIELDS = {
  kv_namespaces: { field: 'id', how: (b, env) => `wrangler kv namespace create ${b.binding} --env ${env}` },
  d1_databases: { field: 'database_id', how: (b) => `wrangler d1 create ${b.database_name ?? b.binding}` },
  secrets_store_secrets: { field: 'store_id', how: () => 'wrangler secrets-store store list --remote' },
  r2_buckets: { field: 'bucket_name', how: (b) => `wrangler r2 bucket create <name> (binding ${b.binding})` },
  hyperdrive: { field: 'id', how: () => 'wrangler hyperdrive create' },
  vectorize: { field: 'index_name', how: () => 'wrangler vectorize create' },
};

// An entry of a binding table by its binding's name (its index when it has none).
const entryName = (entry, i) => entry?.binding ?? entry?.name ?? i;
const isPlaceholder = (value) => typeof value === 'string' && PLACEHOLDER.test(value.trim());
const isUnset = (value) => value === undefined || value === null || String(value).trim() === '';

// Where in wrangler.toml a path of the environment is written.
const tableOf = (env, table) => (env ? `[[env.${env}.${table}]]` : `[[${table}]]`);
const varsOf = (env) => (env ? `[env.${env}.vars]` : '[vars]');

/**
 * Every string under `value` that is a placeholder, as `[path, value]` (paths like `queues.producers[0].queue`).
 */
function placeholdersIn(value, at = '') {
  if (isPlaceholder(value)) return [[at, value]];
  if (Array.isArray(value))
    return value.flatMap((item, i) => placeholdersIn(item, `${at}[${entryName(item, i)}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => placeholdersIn(item, at ? `${at}.${key}` : key));
  return [];
}

/**
 * The problems of environment `env` of a raw wrangler config (experimental_readRawConfig's `rawConfig`;
 * `env` undefined or 'development': the top level), each `{ path, problem, fix }`: placeholder values anywhere,
 * REQUIRED_VARS left empty (outside development), and binding tables whose entries name no resource (an unset
 * or placeholder id). Empty when the environment may be deployed.
 */
export function deployProblems(rawConfig, env) {
  const named = env && env !== 'development' ? env : undefined;
  const config = named ? rawConfig.env?.[named] : rawConfig;
  if (!config)
    return [{ path: `env.${env}`, problem: 'no such environment', fix: 'see wrangler.toml [env.*]' }];
  const problems = [];
  const seen = new Set();
  const add = (path, problem, fix) => {
    if (seen.has(path)) return;
    seen.add(path);
    problems.push({ path: named ? `env.${named}.${path}` : path, problem, fix });
  };
  // Top-level settings of the config itself (env tables are read apart).
  const { env: _environments, ...own } = config;
  for (const [table, entries] of Object.entries(own)) {
    if (!Array.isArray(entries)) continue;
    const resource = RESOURCE_FIELDS[table];
    entries.forEach((entry, i) => {
      const name = entryName(entry, i);
      // The table's resource field, and any other id an entry has (`id`, `…_id`), must name a resource.
      const fields = Object.keys(entry).filter((key) => /(^|_)id$/.test(key));
      if (resource && !fields.includes(resource.field)) fields.unshift(resource.field);
      for (const field of fields) {
        const value = entry[field];
        if (!isUnset(value) && !isPlaceholder(value)) continue;
        const how = resource ? ` (${resource.how(entry, named ?? 'development')})` : '';
        add(
          `${table}[${name}].${field}`,
          isUnset(value) ? 'unset' : `a placeholder (${value})`,
          `set ${field} of binding ${name} in ${tableOf(named, table)}${how}`,
        );
      }
    });
  }
  // Queues: every producer and consumer names its queue.
  for (const kind of ['producers', 'consumers']) {
    (own.queues?.[kind] ?? []).forEach((entry, i) => {
      if (isUnset(entry.queue))
        add(
          `queues.${kind}[${entryName(entry, i)}].queue`,
          'unset',
          `set queue in ${tableOf(named, `queues.${kind}`)}`,
        );
    });
  }
  for (const [path, value] of placeholdersIn(own)) {
    const inVars = path.startsWith('vars.');
    add(
      path,
      `a placeholder (${value})`,
      inVars ? `set ${path.slice(5)} in ${varsOf(named)}` : `set it in wrangler.toml (${path})`,
    );
  }
  if (named) {
    for (const [name, breaks] of Object.entries(REQUIRED_VARS)) {
      const value = config.vars?.[name];
      if (isUnset(value)) add(`vars.${name}`, `empty: ${breaks}`, `set ${name} in ${varsOf(named)}`);
    }
  }
  return problems;
}

/** The problems as lines for a terminal. */
export function formatProblems(env, problems) {
  if (problems.length === 0) return `${env}: ready to deploy`;
  const lines = problems.map((p) => `  ✖ ${p.path}: ${p.problem}\n      → ${p.fix}`);
  return `${env}: ${problems.length} setting${problems.length === 1 ? '' : 's'} would break the deployed site\n${lines.join('\n')}`;
}
