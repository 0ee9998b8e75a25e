import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

import { previewEntrySecret } from './secret';

/**
 * Preview inside the CMS (README "Preview inside the CMS"): the CMS's side panel, on another origin, may frame
 * preview responses and keeps the preview cookie there; public pages stay framed by this site only.
 */
const app = createApp();
const origin = 'http://candidate-au.localhost:8787';
const studio = env.PREVIEW_FRAME_ANCESTORS;
// What Chromium sends for a navigation inside another site's iframe.
const framed = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers }, env);
const enter = async (path: string, headers: Record<string, string> = {}) =>
  get(
    `${origin}/preview/enter?${new URLSearchParams({ secret: await previewEntrySecret(env.PREVIEW_SIGNING_SECRET), path })}`,
    headers,
  );
const frameAncestors = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('preview inside the CMS', () => {
  it('in another site’s frame, the cookie is SameSite=None, Secure and Partitioned, and the CMS may frame it', async () => {
    expect(studio).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await enter('/about', framed);
    expect(res.status).toBe(302);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Partitioned');
    expect(frameAncestors(res)).toBe(`'self' ${studio}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    // In the site's own tab: Lax, as before.
    const own = await enter('/about', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' });
    expect(own.headers.get('set-cookie')).toContain('SameSite=Lax');
  });

  it('a draft page may be framed by the CMS and shows the preview bar; the public page may not be framed', async () => {
    const entered = await enter('/career-advice/article/ai-in-your-job-search', framed);
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const draft = await get(`${origin}/career-advice/article/ai-in-your-job-search?draft=1`, {
      cookie,
      ...framed,
    });
    expect(draft.status).toBe(200);
    expect(frameAncestors(draft)).toBe(`'self' ${studio}`);
    expect(draft.headers.get('x-frame-options')).toBeNull();
    const html = await draft.text();
    expect(html).toContain('Using AI tools in your job search');
    expect(html).toMatch(/<aside[^>]*aria-label="Preview"/);
    expect(html).toContain('Draft: not published yet');
    expect(html).toMatch(/Last changed 15 Jul 2025, \d{1,2}:\d{2}.* UTC/);
    // In the CMS's panel, "Exit preview" opens the published page in a tab of its own.
    expect(html).toMatch(
      new RegExp(
        `<a(?=[^>]*href="/preview/exit\\?path=${encodeURIComponent('/career-advice/article/ai-in-your-job-search')}")(?=[^>]*target="_blank")`,
      ),
    );

    const published = await get(`${origin}/career-advice/article/how-to-write-a-resume`, {
      cookie,
      ...framed,
    });
    expect(published.status).toBe(200);
    expect(frameAncestors(published)).toBe("'self'");
    expect(published.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await published.text()).not.toMatch(/aria-label="Preview"/);
  });

  it('the preview bar speaks the page’s language', async () => {
    const thai = 'http://candidate-th.localhost:8787';
    const secret = await previewEntrySecret(env.PREVIEW_SIGNING_SECRET);
    const entered = await get(`${thai}/preview/enter?secret=${secret}&path=/th/`);
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const html = await (await get(`${thai}/th/?draft=1`, { cookie })).text();
    expect(html).toMatch(/<aside[^>]*aria-label="ตัวอย่าง"/);
    expect(html).toContain('ออกจากโหมดตัวอย่าง');
  });

  it('leaves preview in the frame it was entered in: the partitioned cookie is cleared', async () => {
    const res = await get(`${origin}/preview/exit?path=/about`, framed);
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toMatch(
      /^preview_token=; Max-Age=0;.*Secure.*SameSite=None.*Partitioned/,
    );
  });
});
