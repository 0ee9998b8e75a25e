import { request } from 'node:http';

import { inject } from 'vitest';

import { devVar } from '../../scripts/lib/dev-vars.mjs';

/** The drills' content API (worker/drill/global-setup.ts), without its `/graphql` path. */
export const contentApi = (): string => inject('drillContentApi');

export type ContentMode = 'ok' | 'fail' | 'slow' | 'errors';

/** Tells the content API how to answer (scripts/services/control.mjs). */
export async function contentMode(mode: ContentMode, delayMs?: number): Promise<void> {
  const body = delayMs === undefined ? { mode } : { mode, delayMs };
  const res = await fetch(`${contentApi()}/__control`, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`content API control answered ${res.status}`);
}

/** The calls the content API has served since its last reset. */
export async function contentCalls(): Promise<number> {
  const res = await fetch(`${contentApi()}/__requests`);
  return ((await res.json()) as { count: number }).count;
}

export async function resetContentCalls(): Promise<void> {
  await fetch(`${contentApi()}/__reset`, { method: 'POST' });
}

/** What became of one reader's request (its body only when asked for: `text`). */
export type Outcome =
  | {
      kind: 'answered';
      status: number;
      page: string | null;
      retryAfter: string | null;
      ms: number;
      text?: string;
    }
  | { kind: 'hung'; ms: number }
  | { kind: 'cancelled' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ReadOptions {
  /** The site's Host name, without the port: candidate-au.localhost unless told. */
  host?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** No answer within this long is a hung request. */
  hangMs?: number;
  /** The reader goes away (closes the connection) after this long: the runtime cancels its request. */
  cancelAfterMs?: number;
  /** Keep the body as text. */
  text?: boolean;
}

/**
 * One reader's request to the drills' site over loopback, with the site's Host: each is its own request in
 * workerd, as readers' requests are in production.
 */
export function read(path: string, options: ReadOptions = {}): Promise<Outcome> {
  const { host = 'candidate-au.localhost', hangMs = 30_000, cancelAfterMs, method = 'GET' } = options;
  const port = inject('drillPort');
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(hang);
      clearTimeout(cancel);
      resolve(outcome);
    };
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { ...options.headers, host: `${host}:${port}` } },
      (res) => {
        let text = '';
        if (options.text) {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
        } else res.resume();
        res.on('end', () =>
          finish({
            kind: 'answered',
            status: res.statusCode ?? 0,
            page: (res.headers['x-page-cache'] as string | undefined) ?? null,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
            ms: Date.now() - started,
            ...(options.text ? { text } : {}),
          }),
        );
        res.on('error', () => finish({ kind: 'cancelled' }));
      },
    );
    const hang = setTimeout(() => {
      finish({ kind: 'hung', ms: Date.now() - started });
      req.destroy();
    }, hangMs);
    const cancel =
      cancelAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            finish({ kind: 'cancelled' });
            req.destroy();
          }, cancelAfterMs);
    req.on('error', () => finish({ kind: 'cancelled' }));
    req.end(options.body);
  });
}

/** How many outcomes of each kind and status, e.g. { '200': 150, '503': 20, hung: 0, cancelled: 30 }. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = { hung: 0, cancelled: 0 };
  for (const outcome of outcomes) {
    const name = outcome.kind === 'answered' ? String(outcome.status) : outcome.kind;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** The slowest answers' times, by status: { '503': { p50, p95, max } } (ms). */
export function timings(outcomes: Outcome[]): Record<string, { p50: number; p95: number; max: number }> {
  const byStatus: Record<string, number[]> = {};
  for (const outcome of outcomes) {
    if (outcome.kind !== 'answered') continue;
    (byStatus[outcome.status] ??= []).push(outcome.ms);
  }
  const summary: Record<string, { p50: number; p95: number; max: number }> = {};
  for (const [status, times] of Object.entries(byStatus)) {
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    summary[status] = { p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
  }
  return summary;
}

/** Purges every stored page and datum, as an operator does (README "Content, cache, preview and purge"). */
export async function purgeAll(): Promise<void> {
  const token = await devVar('ADMIN_PURGE_TOKEN');
  const outcome = await read('/admin/purge', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
  if (outcome.kind !== 'answered' || outcome.status >= 300)
    throw new Error(`purge-all: ${JSON.stringify(outcome)}`);
}

/** The paths a site's sitemap lists (`host` as in ReadOptions). */
export async function sitemapPaths(host?: string): Promise<string[]> {
  const outcome = await read('/sitemap.xml', { host, text: true });
  if (outcome.kind !== 'answered' || outcome.status !== 200) throw new Error('no sitemap');
  return [...(outcome.text ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}
