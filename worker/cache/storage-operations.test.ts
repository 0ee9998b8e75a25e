import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { clearKv } from '../test/page-cache';

import { COLD_RENDER_OPERATIONS, COLD_RENDER_WRITES } from './operation-budgets';

/**
 * The storage operations of one invocation (README "Bounded work per invocation"): a reader's request of a
 * page with nothing cached, its background stores included, counted on the KV and D1 bindings it is given.
 */
const app = createApp();

function counting() {
  const counts = { kvReads: 0, kvWrites: 0, kvOther: 0, d1Calls: 0, d1Writes: 0, d1RowsWritten: 0 };
  const kv = new Proxy(env.CONTENT_CACHE, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'get' || property === 'getWithMetadata') counts.kvReads += 1;
        else if (property === 'put') counts.kvWrites += 1;
        else counts.kvOther += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  // D1: each run, all, first or raw of a statement is one call, and so is a batch of them.
  const real = new WeakMap<object, D1PreparedStatement>();
  const counted = (sql: string, statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (property === 'bind') return (...values: unknown[]) => counted(sql, target.bind(...values));
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          counts.d1Calls += 1;
          if (!/^\s*SELECT/i.test(sql)) counts.d1Writes += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const db = env.CACHE_INDEX;
  const index = {
    prepare: (sql: string) => counted(sql, db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      counts.d1Calls += 1;
      counts.d1Writes += 1;
      return db.batch(statements.map((statement) => real.get(statement) ?? statement)).then((results) => {
        for (const result of results) counts.d1RowsWritten += result.meta.rows_written ?? 0;
        return results;
      });
    },
  } as unknown as D1Database;
  return { bindings: { ...env, CONTENT_CACHE: kv, CACHE_INDEX: index }, counts };
}

async function cold(url: string) {
  const { bindings, counts } = counting();
  const ctx = createExecutionContext();
  const res = await app.request(url, {}, bindings, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  const writes = counts.kvWrites + counts.d1Writes;
  const operations = counts.kvReads + counts.kvWrites + counts.kvOther + counts.d1Calls;
  return { status: res.status, writes, operations, counts };
}

beforeEach(async () => {
  await clearKv(env.CONTENT_CACHE);
});

describe('a cold render', () => {
  it.each([
    ['candidate-au home', 'http://candidate-au.localhost/'],
    ['employer-au home', 'http://employer-au.localhost/'],
    ['content page', 'http://candidate-au.localhost/about'],
    ['article', 'http://candidate-au.localhost/career-advice/article/how-to-write-a-resume'],
    ['category', 'http://candidate-au.localhost/career-advice/category/career-development'],
    ['author', 'http://candidate-au.localhost/author/amanda-wright'],
    ['Thai home', 'http://candidate-th.localhost/th/'],
  ])('of the %s stays within its storage budget', async (name, url) => {
    const { status, writes, operations, counts } = await cold(url);
    console.log(`cold render of the ${name}: ${writes} writes, ${operations} operations`, counts);
    expect(status).toBe(200);
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThanOrEqual(COLD_RENDER_WRITES);
    expect(operations).toBeLessThanOrEqual(COLD_RENDER_OPERATIONS);
  });
});
