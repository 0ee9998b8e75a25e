import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';

import { createApp } from '../../worker/app';
import { forgetNotFound } from '../../worker/cache/not-found';
import { writePage } from '../../worker/cache/page-middleware/page-store';
import { signHygraphWebhook } from '../../worker/cache/webhook-signature';
import { assetBuild } from '../../worker/render/manifest';
import { drainablePurgeQueue } from '../../worker/test/purge-queue';
import { resetCircuits } from '../../worker/upstreams/circuit';

/**
 * The cache at scale, by simulation (run by `npm run soak`, see run.mjs; not part of `npm test`):
 * 1. a synthetic corpus of SOAK_PAGES stored pages sharing one section entry, SOAK_VARIANTS random URL variants
 *    of real pages, then a signed publish webhook of the section, whose purge work is drained invocation by
 *    invocation: page keys created, KV operations, purge completeness, time, upstream calls;
 * 2. the outage drill: the CMS down for SOAK_OUTAGE_MINUTES simulated minutes (Date.now is moved, nothing waits)
 *    with SOAK_REQUESTS_PER_MINUTE steady requests: CMS calls per simulated minute.
 * Each figure is printed as a `SOAK {json}` line that run.mjs collects.
 */
const number = (name: string, fallback: number) => {
  const raw = (env as unknown as Record<string, string | undefined>)[name];
  return raw ? Number(raw) : fallback;
};
const PAGES = number('SOAK_PAGES', 10_000);
const VARIANTS = number('SOAK_VARIANTS', 2_000);
const OUTAGE_MINUTES = number('SOAK_OUTAGE_MINUTES', 60);
const REQUESTS_PER_MINUTE = number('SOAK_REQUESTS_PER_MINUTE', 12);
const SECTION = 'cksoaksharedsection0000001';
const HOST = 'candidate-au.localhost';

const report = (name: string, figures: Record<string, unknown>) =>
  console.log(`SOAK ${JSON.stringify({ name, ...figures })}`);

/** A seeded random number generator (mulberry32): the same variants every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Operation = 'get' | 'getWithMetadata' | 'put' | 'delete' | 'list';

/** CONTENT_CACHE counting its operations, writes by key kind (page:, content:, purged:, …). */
function countingKv(kv: KVNamespace) {
  const operations: Record<string, number> = {};
  const writes: Record<string, number> = {};
  const wrapped = new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const name = String(property) as Operation;
        operations[name] = (operations[name] ?? 0) + 1;
        if (name === 'put') {
          const kind = String(args[0]).split(':')[0] ?? '';
          writes[kind] = (writes[kind] ?? 0) + 1;
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const snapshot = () => ({ operations: { ...operations }, writes: { ...writes } });
  const reset = () => {
    for (const key of Object.keys(operations)) delete operations[key];
    for (const key of Object.keys(writes)) delete writes[key];
  };
  return { kv: wrapped, snapshot, reset };
}

const counted = countingKv(env.CONTENT_CACHE);
// The soak drains the purge work itself, one consumer invocation per message.
const purgeQueue = drainablePurgeQueue({ CONTENT_CACHE: counted.kv });
const bindings = purgeQueue.env;
let app = createApp();

// The stand-ins' request counters, by service (every loopback upstream of wrangler.toml's vars).
const services = [
  ...new Set(
    Object.values(env as unknown as Record<string, unknown>)
      .filter(
        (value): value is string => typeof value === 'string' && /^http:\/\/127\.0\.0\.1:\d+/.test(value),
      )
      .map((value) => new URL(value).origin),
  ),
];
async function upstreamCalls(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const origin of services) {
    const res = await fetch(`${origin}/__requests`);
    if (!res.ok) continue;
    const { service, count } = (await res.json()) as { service: string; count: number };
    counts[service] = (counts[service] ?? 0) + count;
  }
  return counts;
}
const difference = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([name, count]) => [name, count - (before[name] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
const contentApi = new URL(env.HYGRAPH_CONTENT_API).origin;

async function listKeys(prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.CONTENT_CACHE.list({ prefix, cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}
const countKeys = async (prefix: string) => (await listKeys(prefix)).length;

/** Requests `url` as the runtime would, waiting for the background work it started. */
async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const res = await app.request(url, init, bindings, ctx);
  await res.arrayBuffer();
  for (let done = 0; done < pending.length;) {
    const batch = pending.slice(done);
    done = pending.length;
    await Promise.allSettled(batch);
  }
  return res;
}

const realPages = [
  '/',
  '/about',
  '/career-advice/article/how-to-write-a-resume',
  '/career-advice/category/career-development',
  '/author/amanda-wright',
];

/** A random spelling of a real page: unread parameters, encodings, slashes, page numbers, unknown Hosts. */
function variant(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const token = () => Math.floor(next() * 1e9).toString(36);
  let path = pick(realPages);
  let host = HOST;
  const query: string[] = [];
  switch (pick(['query', 'campaign', 'slash', 'encoded', 'page', 'host', 'repeated', 'draft', 'mixed'])) {
    case 'query':
      query.push(`${token()}=${token()}`);
      break;
    case 'campaign':
      query.push(`utm_source=${token()}`, `utm_content=${token().repeat(40)}`, `gclid=${token()}`);
      break;
    case 'slash':
      path = path === '/' ? `/?${token()}` : `${path}/`;
      break;
    case 'encoded':
      path = path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
      break;
    case 'page':
      path = `/career-advice/category/career-development/${pick([String(Math.floor(next() * 1e6)), token(), '0', '-1', '1'])}`;
      break;
    case 'host':
      host = `${token()}.example`;
      break;
    case 'repeated':
      query.push(next() < 0.5 ? 'nativeEmbed=true&nativeEmbed=false' : 'nativeEmbed=false&nativeEmbed=true');
      break;
    case 'draft':
      query.push('draft=1');
      break;
    default:
      query.push(`fbclid=${token()}`, `ref=${token()}`, `year=${Math.floor(next() * 20000)}`);
  }
  return `http://${host}${path}${query.length ? `${path.includes('?') ? '&' : '?'}${query.join('&')}` : ''}`;
}

/** How many keys the purge index names for an entry. */
async function indexedKeys(entryId: string): Promise<number> {
  const row = await env.CACHE_INDEX.prepare('SELECT count(*) AS n FROM cache_index WHERE entry = ?1')
    .bind(entryId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

it('holds at scale: bounded page keys and a purge that finishes', async () => {
  const seeding = Date.now();
  const html = '<!doctype html><p>synthetic page</p>';
  const keys = Array.from({ length: PAGES }, (_, i) => `page:${HOST}/soak/${i}`);
  for (let i = 0; i < PAGES; i += 250) {
    await Promise.all(
      keys
        .slice(i, i + 250)
        .map((key, j) =>
          writePage(
            { kv: env.CONTENT_CACHE, index: env.CACHE_INDEX },
            key,
            { status: 200, build: assetBuild, headers: [['content-type', 'text/html']], html },
            { storedAt: Date.now(), entryIds: [SECTION, `cksoakpage${String(i + j).padStart(15, '0')}`] },
            undefined,
            86_400,
          ),
        ),
    );
  }
  const seeded = { pages: PAGES, indexRows: await indexedKeys(SECTION), ms: Date.now() - seeding };
  report('seed', seeded);
  expect(seeded.indexRows).toBe(PAGES);

  // Random variants of the real pages.
  const pagesBefore = await countKeys('page:');
  counted.reset();
  const callsBefore = await upstreamCalls();
  const next = random(20261126);
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  const firing = Date.now();
  const urls = Array.from({ length: VARIANTS }, () => variant(next));
  for (let i = 0; i < urls.length; i += 8) {
    const responses = await Promise.all(urls.slice(i, i + 8).map((url) => request(url)));
    for (const res of responses) {
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const how = res.headers.get('x-page-cache') ?? 'none';
      cache[how] = (cache[how] ?? 0) + 1;
    }
  }
  const pagesAfter = await countKeys('page:');
  const newPageKeys = (await listKeys('page:')).filter((name) => !name.startsWith(`page:${HOST}/soak/`));
  report('variants', {
    requests: VARIANTS,
    ms: Date.now() - firing,
    statuses,
    pageCache: cache,
    pageKeysCreated: pagesAfter - pagesBefore,
    newPageKeys,
    kv: counted.snapshot(),
    upstreamCalls: difference(await upstreamCalls(), callsBefore),
  });
  expect(statuses['500'] ?? 0).toBe(0);
  // Only the real pages' canonical addresses (with or without the embed parameter their routes read).
  const canonical = new Set(
    realPages.flatMap((path) => [`page:${HOST}${path}`, `page:${HOST}${path}?nativeEmbed=true`]),
  );
  for (const name of newPageKeys) expect(canonical).toContain(name);

  // A signed publish webhook of the section every synthetic page shows, and its purge to the end.
  counted.reset();
  const purging = Date.now();
  const body = JSON.stringify({ operation: 'publish', data: { __typename: 'Section', id: SECTION } });
  const webhook = await request(`http://${HOST}/webhooks/hygraph`, {
    method: 'POST',
    headers: { 'gcms-signature': await signHygraphWebhook(env.HYGRAPH_WEBHOOK_SECRET, body) },
    body,
  });
  const answeredMs = Date.now() - purging;
  const invocations = await purgeQueue.drain();
  const left = await countKeys(`page:${HOST}/soak/`);
  report('purge', {
    webhookStatus: webhook.status,
    webhookAnsweredMs: answeredMs,
    queueInvocations: invocations,
    finishedMs: Date.now() - purging,
    pagesLeft: left,
    complete: left === 0,
    kv: counted.snapshot(),
  });
  expect(webhook.status).toBe(202);
  expect(left).toBe(0);
});

it('holds an hour-long CMS outage: calls per minute', async () => {
  const control = (mode: string) =>
    fetch(`${contentApi}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
  resetCircuits();
  forgetNotFound();
  for (const path of realPages) expect((await request(`http://${HOST}${path}`)).status).toBe(200);
  const realNow = Date.now.bind(Date);
  const start = realNow() + 1000;
  let simulated = start;
  Date.now = () => simulated;
  // The page cache takes its clock when it is made: an app made now runs on the simulated one.
  app = createApp();
  const perMinute: number[] = [];
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  const began = realNow();
  const targets = [...realPages, '/career-advice/article/no-such-article'];
  const next = random(7);
  try {
    expect((await control('fail')).status).toBe(200);
    let calls = (await upstreamCalls()).content ?? 0;
    const gap = 60_000 / REQUESTS_PER_MINUTE;
    for (let minute = 0; minute < OUTAGE_MINUTES; minute += 1) {
      for (let i = 0; i < REQUESTS_PER_MINUTE; i += 1) {
        simulated = start + minute * 60_000 + i * gap;
        const res = await request(`http://${HOST}${targets[Math.floor(next() * targets.length)]}`);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const how = res.headers.get('x-page-cache') ?? 'none';
        cache[how] = (cache[how] ?? 0) + 1;
      }
      const now = (await upstreamCalls()).content ?? 0;
      perMinute.push(now - calls);
      calls = now;
    }
  } finally {
    Date.now = realNow;
    await control('ok');
  }
  report('outage', {
    simulatedMinutes: OUTAGE_MINUTES,
    requests: OUTAGE_MINUTES * REQUESTS_PER_MINUTE,
    realMs: realNow() - began,
    statuses,
    pageCache: cache,
    cmsCalls: perMinute.reduce((sum, n) => sum + n, 0),
    cmsCallsPerMinute: perMinute,
    maxPerMinute: Math.max(...perMinute),
  });
  // One probe a minute per isolate once the breaker's window is at its longest (plus the first minute's).
  expect(Math.max(...perMinute.slice(5))).toBeLessThanOrEqual(2);
});
