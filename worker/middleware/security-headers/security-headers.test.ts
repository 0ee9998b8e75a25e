import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../app';

import { contentSecurityPolicy } from './policy';

const app = createApp();

async function get(url: string, bindings: object = env) {
  const ctx = createExecutionContext();
  const res = await app.request(url, { redirect: 'manual' }, bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const candidate = 'http://candidate-au.localhost:8787';

describe('security headers', () => {
  it(
    'every HTML response carries the CSP, framing, referrer and permissions policies and nosniff',
    { timeout: 60_000 },
    async () => {
      const responses = [
        await get(`${candidate}/about`),
        await get(`${candidate}/about`), // a page-cache hit
        await get(`${candidate}/no-such-page-anywhere`),
        await get('http://employer-au.localhost:8787/au/talent-attraction-lab/data-lab?primaryDriver=All'),
      ];
      expect(responses[1]?.res.headers.get('x-page-cache')).toBe('hit');
      for (const { res, body } of responses) {
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, res.url).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy')).toContain('camera=()');
        expect(res.headers.get('strict-transport-security')).toBeNull();
        // No inline executable script: every script has a src or is a JSON data block.
        for (const [tag] of body.matchAll(/<script\b[^>]*>/g)) {
          expect(tag).toMatch(/\bsrc=|type="application\/(ld\+)?json"/);
        }
      }
    },
  );

  it('sends nosniff on JSON APIs and redirects, and HSTS only in production', async () => {
    const api = await get(`${candidate}/api/auth-status`);
    expect(api.res.headers.get('x-content-type-options')).toBe('nosniff');
    const redirect = await get(`${candidate}//about`);
    expect(redirect.res.status).toBe(301);
    expect(redirect.res.headers.get('x-content-type-options')).toBe('nosniff');
    const production = await get(`${candidate}/api/auth-status`, { ...env, ENVIRONMENT: 'production' });
    expect(production.res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('lets pages show images from the local asset host in development only', () => {
    const imgSrc = (policy: string) =>
      policy
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('img-src '))!
        .split(' ')
        .slice(1);
    const assetHost = new URL(env.CMS_ASSET_HOST);
    expect(assetHost.protocol).toBe('http:');
    const development = imgSrc(contentSecurityPolicy(env));
    expect(development.some((source) => source === 'http:' || source === assetHost.origin)).toBe(true);
    const production = imgSrc(contentSecurityPolicy({ ...env, ENVIRONMENT: 'production' }));
    expect(production).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('allows the robot-check and monitoring hosts only when they are configured', () => {
    const bare = contentSecurityPolicy({ ENVIRONMENT: 'production' });
    expect(bare).not.toContain('google');
    expect(bare).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(bare).toContain("connect-src 'self' data:;");
    const configured = contentSecurityPolicy({
      ENVIRONMENT: 'production',
      RECAPTCHA_SITE_KEY: 'site-key',
      SENTRY_BROWSER_DSN: 'https://abc@o1.ingest.sentry.io/2',
    });
    expect(configured).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(configured).toContain("connect-src 'self' data: https://o1.ingest.sentry.io");
  });
});
