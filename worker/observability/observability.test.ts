import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';

import { consoleLine, logEvent } from './log';
import { runAsRequest } from './request-context';

const app = createApp();
// Each request with its execution context, waited for: a rendered page is stored before the next request.
async function get(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(url, { headers }, env, ctx);
  const copy = new Response(await res.arrayBuffer(), res);
  await waitOnExecutionContext(ctx);
  return copy;
}
const timings = (res: Response) =>
  Object.fromEntries(
    (res.headers.get('server-timing') ?? '').split(', ').map((entry) => {
      const [name, ...params] = entry.split(';');
      return [name, params.join(';')];
    }),
  );

describe('where the time went', () => {
  it('HTML responses say it in Server-Timing: page cache, data cache, CMS, render, total', async () => {
    const url = 'http://candidate-au.localhost:8787/about';
    const first = await get(url);
    const miss = timings(first);
    expect(Object.keys(miss)).toEqual(
      expect.arrayContaining(['page-cache', 'data-cache', 'render', 'total']),
    );
    expect(miss['page-cache']).toMatch(/^dur=\d+\.\d;desc="(miss|bypass)/);
    expect(miss.render).toMatch(/^dur=\d+\.\d/);
    expect(miss.total).toMatch(/^dur=\d+\.\d$/);
    const again = await get(url);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(timings(again)['page-cache']).toContain('desc="hit"');
    expect(timings(again).render).toBeUndefined();
  });

  it('a CMS read the cache does not hold is timed as a CMS call', async () => {
    // A page of its own (a category page number no other test reads), so its data is not cached yet.
    const res = await get('http://candidate-au.localhost:8787/career-advice/category/career-development/3');
    expect(timings(res).cms).toMatch(/^dur=\d+\.\d/);
  });

  it('every response names its request: x-request-id, the ray id when Cloudflare gives one', async () => {
    const page = await get('http://candidate-au.localhost:8787/no-such-page-anywhere');
    const api = await get('http://candidate-au.localhost:8787/api/auth-status');
    const ids = [page.headers.get('x-request-id'), api.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(api.headers.get('server-timing')).toBeNull();
    const ray = await get('http://candidate-au.localhost:8787/api/auth-status', {
      'cf-ray': '8f1a2b3c4d5e6f70-SYD',
    });
    expect(ray.headers.get('x-request-id')).toBe('8f1a2b3c4d5e6f70-SYD');
    const forged = await get('http://candidate-au.localhost:8787/api/auth-status', {
      'cf-ray': 'x {"level":"error"}',
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log lines are JSON with the request id, from logEvent and from any console call', () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new Request('http://localhost/', { headers: { 'cf-ray': 'ray-1' } });
    // The Worker entry (index.ts) makes every console call a line of consoleLine's.
    const line = runAsRequest(request, () => {
      logEvent('error', 'Failed to get a secret token', { secret: 'ADMIN_PURGE_TOKEN' });
      return consoleLine('error', ['Search failed', new Error('timed out')]);
    });
    const lines = [...written.mock.calls.map((call) => String(call[0])), line].map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(lines[0]).toEqual({
      level: 'error',
      message: 'Failed to get a secret token',
      requestId: 'ray-1',
      secret: 'ADMIN_PURGE_TOKEN',
    });
    expect(lines[1]).toMatchObject({
      level: 'error',
      message: 'Search failed',
      requestId: 'ray-1',
      details: [{ name: 'Error', message: 'timed out' }],
    });
    written.mockRestore();
  });
});
