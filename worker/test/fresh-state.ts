import { env } from 'cloudflare:test';
import { beforeAll, vi } from 'vitest';

/**
 * The `worker-isolated` project's files share one runtime, and each begins as on a new one (vitest.config.ts):
 * - the worker's modules are evaluated again, so its per-isolate memory (hot pages and data, purge marks, the
 *   failure memory, leases learnt) starts empty;
 * - every KV namespace and D1 table of wrangler.toml is emptied.
 * The Cache API has no way to empty a cache here; only search-api.test.ts reads one, with queries no other file
 * asks.
 */
const namespaces = [env.CONTENT_CACHE, env.DATASETS, env.FORM_OUTBOX];
const databases = [env.CACHE_INDEX];

async function emptyKv(kv: KVNamespace): Promise<void> {
  for (;;) {
    const { keys } = await kv.list();
    if (keys.length === 0) return;
    await Promise.all(keys.map((key) => kv.delete(key.name)));
  }
}

async function emptyD1(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DELETE FROM "${name}"`).run();
}

// Before the test file is imported, so that its imports evaluate the worker's modules afresh.
vi.resetModules();

beforeAll(async () => {
  // The Worker's main module, evaluated now rather than by the first request or Durable Object call.
  await import('../index');
  await Promise.all([...namespaces.map(emptyKv), ...databases.map(emptyD1)]);
});
