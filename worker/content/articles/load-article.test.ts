import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import type { ArticleView } from '../../../model/article';
import { HttpError } from '../../errors';
import { isJsonSerialisable, load, previewCookie, withContext } from '../test-context';

import { loadArticle } from './load-article';

const au = 'http://candidate-au.localhost/career-advice/article/x';
const thai = 'http://candidate-th.localhost/th/career-advice/article/x';

const article = (url: string, slug: string, section?: string) =>
  load(url, (c) => loadArticle(c, { slug, section }));

async function notFoundSlug(url: string, slug: string, section?: string): Promise<string | undefined> {
  const { error } = await withContext(url, (c) => loadArticle(c, { slug, section }));
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(404);
  return (error as HttpError).slug;
}

describe('loadArticle', () => {
  it('reads an article in full as a serialisable view model', async () => {
    const view: ArticleView = await article(au, 'how-to-write-a-resume');
    expect(view).toMatchObject({
      title: 'How to write a resume',
      slug: 'how-to-write-a-resume',
      href: '/career-advice/article/how-to-write-a-resume',
      locale: 'en_AU',
      translated: true,
      stage: 'PUBLISHED',
      articleType: 'Article',
      timeToRead: 6,
      readingTimeUnit: 'min read',
      showExcerpt: true,
      publishDate: '2025-07-05',
      authors: [{ name: 'Amanda Wright', slug: 'amanda-wright', href: '/author/amanda-wright' }],
      category: {
        name: 'Career development',
        slug: 'career-development',
        href: '/career-advice/category/career-development',
        parent: null,
      },
      section: { name: 'career-advice', parts: ['career-advice'] },
      seo: { title: 'How to write a resume', noIndex: false, noArchive: false },
      localizations: [{ locale: 'en_AU', slug: 'how-to-write-a-resume' }],
      hideEmbeddedFormInSection: false,
    });
    // 1880x970 has the hero's own ratio, so it is not cropped (heroSize crops only taller images).
    expect(view.featureImage).toMatchObject({ width: 1280, height: 660, alt: 'How to write a resume' });
    // Development: CMS images on the local asset host (CMS_ASSET_HOST), at the same resize paths.
    expect(view.featureImage?.url).toMatch(
      new RegExp(`^${env.CMS_ASSET_HOST}/resize=fit:max,width:1280,height:1280/\\w+$`),
    );
    expect(view.seo.image?.url).toContain('/resize=fit:crop,width:1200,height:630/');
    expect(view.content.text).toMatch(/^Hiring managers often spend/);
    expect(view.content.raw.children.length).toBeGreaterThan(3);
    expect(view.content.references.map((r) => r.__typename)).toEqual(['Asset', 'AccordionGroup']);
    expect(view.content.references[0]).toMatchObject({
      url: expect.stringContaining('/resize=fit:max,width:1280,height:1280/'),
    });
    expect(view.contactUs?.text).toMatch(/^Questions about this article/);
    expect(view.formData).toMatchObject({ slug: 'subscribe' });
    expect(isJsonSerialisable(view)).toBe(true);
  });

  it('gives each article type its reading-time unit, video its media URL, podcasts their links', async () => {
    const video = await article(au, 'tell-me-about-yourself');
    expect([video.articleType, video.readingTimeUnit]).toEqual(['Video', 'min watch']);
    expect(video.mediaUrl).toMatch(/^https?:\/\//);
    const podcast = await article(au, 'managing-stress-at-work');
    expect([podcast.articleType, podcast.readingTimeUnit]).toEqual(['Podcast', 'min listen']);
    expect(podcast.podcast?.spotifyUrl ?? podcast.podcast?.appleUrl).toMatch(/^https:\/\//);
    const infographic = await article(au, 'skills-employers-want');
    expect([infographic.articleType, infographic.readingTimeUnit]).toEqual(['Infographic', 'min read']);
  });

  it('reads the Thai translation, with hreflang alternates in both languages', async () => {
    const view = await article(thai, 'how-to-write-a-resume');
    expect(view).toMatchObject({
      title: 'วิธีเขียนเรซูเม่ให้โดดเด่น',
      locale: 'th_TH',
      translated: true,
      href: '/th/career-advice/article/how-to-write-a-resume',
      category: { name: 'พัฒนาอาชีพ', href: '/th/career-advice/category/career-development' },
      authors: [{ slug: 'siriporn-chaiyasit', href: '/th/author/siriporn-chaiyasit' }],
    });
    expect(view.content.text).toMatch(/^ผู้จัดการฝ่ายสรรหา/);
    expect(view.localizations.map((l) => l.locale).sort()).toEqual(['en_TH', 'th_TH']);
  });

  it('reads en_TH for a Thai title without a Thai body, and marks a whole fallback as not translated', async () => {
    // A title alone is no Thai version (the sitemap does not list it): the page is the English one, whole.
    const partial = await article(thai, 'salary-negotiation');
    expect(partial).toMatchObject({
      title: 'How to negotiate your salary',
      locale: 'en_TH',
      translated: false,
    });
    expect(partial.content.text).toMatch(/^Before any conversation about pay/);
    expect(partial.localizations).toEqual([{ locale: 'en_TH', slug: 'salary-negotiation' }]);
    const english = await article(thai, 'tell-me-about-yourself');
    expect(english).toMatchObject({ locale: 'en_TH', translated: false, readingTimeUnit: 'min watch' });
    expect(english.localizations).toEqual([{ locale: 'en_TH', slug: 'tell-me-about-yourself' }]);
  });

  it('finds a Thai-only article in Thai and not in English', async () => {
    expect((await article(thai, 'back-to-work-after-songkran')).locale).toBe('th_TH');
    const english = 'http://candidate-th.localhost/career-advice/article/x';
    expect(await notFoundSlug(english, 'back-to-work-after-songkran')).toBe('back-to-work-after-songkran');
  });

  it('is not found for an unknown slug, the "-" placeholder and empty content (spec §5, §8)', async () => {
    expect(await notFoundSlug(au, 'no-such-article')).toBe('no-such-article');
    expect(await notFoundSlug(au, 'placeholder-article')).toBe('placeholder-article');
    expect(await notFoundSlug(au, 'salary-guide-coming-soon')).toBe('salary-guide-coming-soon');
    expect(await notFoundSlug(au, '')).toBe('');
    // Another site's article is not this site's.
    expect(await notFoundSlug('http://employer-au.localhost/x', 'how-to-write-a-resume')).toBe(
      'how-to-write-a-resume',
    );
  });

  it('is found only in its own section when the route names one', async () => {
    expect((await article(au, 'how-to-write-a-resume', 'career-advice')).id).toBeTruthy();
    expect(await notFoundSlug(au, 'how-to-write-a-resume', 'about')).toBe('how-to-write-a-resume');
  });

  it('is a cache hit the second time', async () => {
    const url = 'http://candidate-nz.localhost/career-advice/article/x';
    const loader = (c: Parameters<typeof loadArticle>[0]) => loadArticle(c, { slug: 'work-life-balance' });
    const first = await withContext(url, loader);
    expect(first.cache).toBe('miss');
    const second = await withContext(url, loader);
    expect(second.cache).toBe('hit');
    expect(second.result).toEqual(first.result);
  });

  it('shows drafts only to a request allowed to preview, never cached', async () => {
    const draftUrl = `${au}?draft=1`;
    const loader = (c: Parameters<typeof loadArticle>[0]) =>
      loadArticle(c, { slug: 'how-to-write-a-resume' });
    const refused = await withContext(draftUrl, loader);
    expect(refused.result?.title).toBe('How to write a resume');
    const draft = await withContext(draftUrl, loader, { headers: await previewCookie() });
    expect(draft.result).toMatchObject({
      title: 'How to write a resume that gets you noticed',
      stage: 'DRAFT',
    });
    expect(draft.cache).toBe('bypass');
    const unpublished = await withContext(
      draftUrl,
      (c) => loadArticle(c, { slug: 'ai-in-your-job-search' }),
      { headers: await previewCookie() },
    );
    expect(unpublished.result?.title).toBe('Using AI tools in your job search');
  });
});
