import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';

import { siteMiddleware } from '.';

describe('siteMiddleware', () => {
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware());
  app.get('*', (c) =>
    c.json({ site: c.get('site').name, language: c.get('language'), locale: c.get('locale').locale }),
  );

  const get = (url: string) => app.request(url, {}, env);
  const seen = async (url: string) => (await get(url)).json();

  it('resolves the site from the Host header and the language from the path prefix', async () => {
    expect(await seen('http://candidate-th.localhost/th/career-advice')).toEqual({
      site: 'candidate-th',
      language: 'th',
      locale: 'th-TH',
    });
    expect(await seen('http://employer-id.localhost/career-advice')).toEqual({
      site: 'employer-id',
      language: 'en',
      locale: 'en-ID',
    });
  });

  it('serves an unknown host as the default site', async () => {
    expect(await seen('http://unknown.example/')).toMatchObject({ site: 'candidate-au', language: 'en' });
  });

  it('reads /th as an ordinary path on a site without Thai', async () => {
    expect(await seen('http://candidate-au.localhost/th/career-advice')).toMatchObject({ language: 'en' });
  });

  it('collapses empty path segments with a permanent redirect, keeping the query', async () => {
    const res = await get('http://candidate-au.localhost//career-advice///article/x?utm=a');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://candidate-au.localhost/career-advice/article/x?utm=a');
  });

  it('redirects a language prefix in capitals to its one lower-case address', async () => {
    const res = await get('http://candidate-th.localhost/TH/career-advice');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://candidate-th.localhost/th/career-advice');
  });
});
