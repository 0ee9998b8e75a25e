import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

import { previewEntrySecret } from './secret';

const app = createApp();
const origin = 'http://candidate-au.localhost:8787';
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers }, env);
const enterUrl = async (path: string, secret?: string) =>
  `${origin}/preview/enter?${new URLSearchParams({
    secret: secret ?? (await previewEntrySecret(env.PREVIEW_SIGNING_SECRET)),
    path,
  })}`;

describe('preview entry and exit', () => {
  it('enters with the entry secret: an HttpOnly Lax cookie and a redirect to the draft of the path', async () => {
    const res = await get(await enterUrl('/career-advice/article/pay-guide?utm=x'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${origin}/career-advice/article/pay-guide?utm=x&draft=1`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^preview_token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure outside http://*.localhost', async () => {
    const secret = await previewEntrySecret(env.PREVIEW_SIGNING_SECRET);
    const res = await get(`https://www.seek.com.au/preview/enter?secret=${secret}&path=/`);
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses a wrong secret, or the signing secret itself, with no cookie', async () => {
    for (const secret of ['wrong', env.PREVIEW_SIGNING_SECRET]) {
      const res = await get(await enterUrl('/', secret));
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('never redirects off the site', async () => {
    const attacks = [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
    ];
    for (const path of attacks) {
      const res = await get(await enterUrl(path));
      expect(res.status, path).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const dotted = await get(await enterUrl('/.//evil.example/'));
    expect(new URL(dotted.headers.get('location') ?? '').origin).toBe(origin);
  });

  it('shows drafts with the cookie and ?draft, privately; ignores ?draft without it', async () => {
    const entered = await get(await enterUrl('/'));
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const preview = await get(`${origin}/?draft=1`, { cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe(
      'private, no-store, max-age=0, stale-while-revalidate=0',
    );
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const anonymous = await get(`${origin}/?draft=1`);
    expect(anonymous.headers.get('cache-control')).toContain('public');
    const forged = await get(`${origin}/?draft=1`, { cookie: `${cookie}x` });
    expect(forged.headers.get('cache-control')).toContain('public');
  });

  it('exits: clears the cookie and redirects to the published path', async () => {
    const res = await get(`${origin}/preview/exit?path=${encodeURIComponent('/about?draft=1')}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${origin}/about`);
    expect(res.headers.get('set-cookie')).toMatch(
      /^preview_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const offSite = await get(`${origin}/preview/exit?path=//evil.example`);
    expect(offSite.headers.get('location')).toBe(`${origin}/`);
  });
});
