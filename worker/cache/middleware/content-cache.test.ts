import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';
import type { ReadStatus } from '../tracker';

import { contentCacheMiddleware } from '.';

describe('contentCacheMiddleware', () => {
  const app = new Hono<AppEnv>();
  app.use(contentCacheMiddleware());
  app.get('/reads/:statuses', (c) => {
    for (const status of c.req.param('statuses').split(','))
      c.get('contentCache').record(status as ReadStatus);
    return c.text('page');
  });
  app.get('/static', (c) => c.text('no content'));
  app.get('/fails', (c) => {
    c.get('contentCache').record('error-stale');
    throw new Error('render failed');
  });
  app.onError((_error, c) => c.text('error', 500));

  it('sets x-content-cache to the weakest read of the response', async () => {
    expect((await app.request('/reads/hit,stale', {}, env)).headers.get('x-content-cache')).toBe('stale');
    expect((await app.request('/reads/hit,miss,hit', {}, env)).headers.get('x-content-cache')).toBe('miss');
    expect((await app.request('/reads/bypass,hit', {}, env)).headers.get('x-content-cache')).toBe('bypass');
  });

  it('leaves responses without content reads alone, and marks error responses too', async () => {
    expect((await app.request('/static', {}, env)).headers.has('x-content-cache')).toBe(false);
    const failed = await app.request('/fails', {}, env);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-content-cache')).toBe('error-stale');
  });
});
