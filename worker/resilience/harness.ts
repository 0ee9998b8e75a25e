import { env } from 'cloudflare:test';
import { expect } from 'vitest';

import { createApp } from '../app';
import { forgetHotData } from '../cache/hot-data';
import { forgetRenders } from '../cache/page-middleware';
import { forgetHotPages } from '../cache/page-middleware/hot-pages';
import { forgetCalls } from '../cache/read';
import { agePage } from '../test/page-cache';
import { resilienceContentUrl } from '../test/ports';

/** The app against the resilience tests' own content API (worker/test/global-setup.ts). */
export const testEnv = { ...env, HYGRAPH_CONTENT_API: `${resilienceContentUrl}/graphql` };
export const kv = env.CONTENT_CACHE;
export const origin = 'http://candidate-au.localhost';

/** One page of each type, all of which the seeded CMS publishes. */
export const pages = {
  home: '/',
  content: '/about',
  article: '/career-advice/article/how-to-write-a-resume',
  category: '/career-advice/category/career-development',
  author: '/author/amanda-wright',
};

export type UpstreamMode = 'ok' | 'fail' | 'slow' | 'malformed' | 'errors';

/** Tells the content API how to misbehave (scripts/services/control.mjs). */
export async function upstream(mode: UpstreamMode, delayMs?: number): Promise<void> {
  const res = await fetch(`${resilienceContentUrl}/__control`, {
    method: 'POST',
    body: JSON.stringify(delayMs === undefined ? { mode } : { mode, delayMs }),
  });
  expect(res.status).toBe(200);
}

/** Calls the content API served since the last reset. */
export async function upstreamCalls(): Promise<number> {
  return ((await (await fetch(`${resilienceContentUrl}/__requests`)).json()) as { count: number }).count;
}

export async function resetUpstream(): Promise<void> {
  await fetch(`${resilienceContentUrl}/__reset`, { method: 'POST' });
}

/**
 * An execution context that keeps every background promise, so a test can prove none of them rejects:
 * an unhandled rejection in `waitUntil` is an error the worker never reports to anyone.
 */
export function recordingContext() {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  /** Waits for background work (including work started by background work) and fails on a rejection. */
  const settle = async () => {
    for (let done = 0; done < pending.length;) {
      const batch = pending.slice(done);
      done = pending.length;
      const results = await Promise.allSettled(batch);
      const rejected = results.filter((r) => r.status === 'rejected');
      expect(rejected, 'background work rejected').toEqual([]);
    }
  };
  return { ctx, settle };
}

const app = createApp();

export interface Served {
  res: Response;
  html: string;
  page: string | null;
  content: string | null;
}

/** Requests `path` (on `origin`, or a whole URL) the way the runtime would; the app must answer, never throw. */
export async function request(path: string, init: RequestInit = {}, ctx?: ExecutionContext): Promise<Served> {
  const url = /^https?:\/\//.test(path) ? path : `${origin}${path}`;
  const res = await app.request(url, init, testEnv, ctx);
  const html = await res.text();
  return { res, html, page: res.headers.get('x-page-cache'), content: res.headers.get('x-content-cache') };
}

/** `request` that then waits for the background work it started, failing if any of it rejected. */
export async function get(path: string, init: RequestInit = {}): Promise<Served> {
  const { ctx, settle } = recordingContext();
  const served = await request(path, init, ctx);
  await settle();
  return served;
}

/** Moves every stored envelope (or page) whose key starts with `prefix` `seconds` into the past. */
export async function ageEntries(prefix: 'content:' | 'page:', seconds: number): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const list = await kv.list({ prefix, cursor });
    for (const { name } of list.keys) {
      if (prefix === 'page:') {
        if (await agePage(kv, name, seconds)) count += 1;
        continue;
      }
      const stored = (await kv.get(name, 'json')) as { storedAt: number } | null;
      if (!stored) continue;
      await kv.put(name, JSON.stringify({ ...stored, storedAt: Date.now() - seconds * 1000 }));
      forgetHotData(name); // a change behind the cache's back does not reach the isolate's hot copy
      count += 1;
    }
    cursor = list.list_complete ? undefined : list.cursor;
  } while (cursor);
  return count;
}

/** Deletes every key that starts with `prefix` (as if KV had evicted them), and the isolate's hot copies. */
export async function dropEntries(prefix: string): Promise<void> {
  forgetHotPages();
  forgetHotData();
  forgetCalls(); // and the calls this isolate remembers failing
  forgetRenders();
  let cursor: string | undefined;
  do {
    const list = await kv.list({ prefix, cursor });
    await Promise.all(list.keys.map(({ name }) => kv.delete(name)));
    cursor = list.list_complete ? undefined : list.cursor;
  } while (cursor);
}

/** What a reader must never see: a stack frame or a source file position. */
export const STACK_TRACE = /\bat .*\.(ts|tsx|js|mjs):\d+|node_modules|\.tsx?:\d+:\d+/;
