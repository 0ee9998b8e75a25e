import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';
import { PREVIEW_COOKIE } from '../cookie';
import { signPreviewToken } from '../token';

import { contentStage, previewAllowed, previewMiddleware } from '.';

const app = new Hono<AppEnv>();
app.use(previewMiddleware());
app.get('/page', (c) => {
  c.header('cache-control', 'public, max-age=60');
  return c.json({ allowed: previewAllowed(c), preview: c.get('preview'), stage: contentStage(c) });
});

const cookie = async (exp = Math.floor(Date.now() / 1000) + 600) =>
  `${PREVIEW_COOKIE}=${await signPreviewToken(env.PREVIEW_SIGNING_SECRET, { exp })}`;

interface Seen {
  allowed: boolean;
  preview: boolean;
  stage: string;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://candidate-au.localhost${path}`, { headers }, env);
  return { res, seen: (await res.json()) as Seen };
}

describe('previewMiddleware', () => {
  it('reads PUBLISHED content without a token, whatever the draft flag says', async () => {
    const { res, seen } = await get('/page?draft=1');
    expect(seen).toEqual({ allowed: false, preview: false, stage: 'PUBLISHED' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('ignores an expired or tampered token', async () => {
    const expired = await cookie(Math.floor(Date.now() / 1000) - 1);
    expect((await get('/page?draft=1', { cookie: expired })).seen.allowed).toBe(false);
    expect((await get('/page?draft=1', { cookie: `${await cookie()}x` })).seen.allowed).toBe(false);
  });

  it('lets a valid token preview, showing drafts only when ?draft asks', async () => {
    const headers = { cookie: await cookie() };
    expect((await get('/page', headers)).seen).toEqual({ allowed: true, preview: false, stage: 'PUBLISHED' });
    expect((await get('/page?draft=0', headers)).seen.preview).toBe(false);
    expect((await get('/page?draft=false', headers)).seen.preview).toBe(false);
    expect((await get('/page?draft=ckx1', headers)).seen).toEqual({
      allowed: true,
      preview: true,
      stage: 'DRAFT',
    });
  });

  it('gives every draft response the preview headers, whatever the route set', async () => {
    const { res } = await get('/page?draft=1', { cookie: await cookie() });
    expect(res.headers.get('cache-control')).toBe('private, no-store, max-age=0, stale-while-revalidate=0');
    expect(res.headers.get('cdn-cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('vary')).toBe('Cookie');
  });
});
