import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

import { loadArticle } from './articles/load-article';
import { loadAuthorWithArticles } from './authors/load-author';
import { loadSection } from './sections/load-section';
import { withContext } from './test-context';

const app = createApp();
const production = { CMS_ASSET_HOST: '' };
const hygraph = 'https://ap-southeast-2.graphassets.com';

/** The image URLs of an article, its author and its section's logo, read as a request of `url`. */
async function imageUrls(url: string, options: { env?: Partial<Env> } = {}) {
  const { result, error } = await withContext(
    url,
    async (c) => {
      const article = await loadArticle(c, { slug: 'how-to-write-a-resume' });
      const { author } = await loadAuthorWithArticles(c, { slug: 'amanda-wright', page: 1 });
      const section = await loadSection(c, 'career-advice');
      return [
        article.featureImage?.url,
        article.seo.image?.url,
        author.image?.url,
        section?.headerOptions?.logo?.url,
      ];
    },
    options,
  );
  expect(error).toBeUndefined();
  return result!;
}

/** Every `<img src>` of a page. */
const imgSources = (html: string) => [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]!);

// Three loaders with cold caches on a busy machine take longer than the default 5 s.
describe('CMS asset URLs (the local asset host in development only)', { timeout: 30_000 }, () => {
  it('are on the CMS asset host with their resize segments when no local host is configured (production)', async () => {
    const urls = await imageUrls('http://candidate-au.localhost/x', { env: production });
    expect(urls).toEqual([
      expect.stringMatching(new RegExp(`^${hygraph}/resize=fit:max,width:1280,height:1280/\\w{20}$`)),
      expect.stringMatching(new RegExp(`^${hygraph}/resize=fit:crop,width:1200,height:630/\\w{20}$`)),
      expect.stringMatching(new RegExp(`^${hygraph}/resize=fit:crop,width:320,height:320/\\w{20}$`)),
      expect.stringMatching(new RegExp(`^${hygraph}/resize=fit:max,width:1280,height:1280/\\w{20}$`)),
    ]);
  });

  it('are on CMS_ASSET_HOST at the same paths in development, read from the same cached CMS answer', async () => {
    const inProduction = await imageUrls('http://candidate-au.localhost/x', { env: production });
    const inDevelopment = await imageUrls('http://candidate-au.localhost/x');
    expect(env.CMS_ASSET_HOST).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(inDevelopment).toEqual(inProduction.map((url) => url?.replace(hygraph, env.CMS_ASSET_HOST)));
  });

  it.each([
    ['candidate-au', '/'],
    ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
    ['candidate-th', '/th/'],
    ['candidate-au', '/about/our-team'],
  ])(
    '%s%s: every image on the page loads from the local asset host as an image',
    async (site, path) => {
      const res = await app.request(`http://${site}.localhost${path}`, {}, env);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('graphassets.com');
      const sources = imgSources(html).map((src) => src.replaceAll('&amp;', '&'));
      const onAssetHost = sources.filter((src) => src.startsWith(`${env.CMS_ASSET_HOST}/`));
      expect(onAssetHost.length, `${site}${path}`).toBeGreaterThan(0);
      for (const src of new Set(onAssetHost)) {
        const image = await fetch(src);
        expect(image.status, src).toBe(200);
        expect(image.headers.get('content-type'), src).toMatch(/^image\/(jpeg|png|svg\+xml)$/);
        await image.arrayBuffer();
      }
    },
    60_000,
  );
});
