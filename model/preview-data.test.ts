import { describe, expect, it } from 'vitest';

import { articlePreviews, pagePreviews, type PreviewArticleData, type PreviewSite } from './preview-data';

const sites: PreviewSite[] = [
  {
    name: 'employer-th',
    audience: 'employer',
    locales: [
      { language: 'en', hygraphLocale: 'en_TH' },
      { language: 'th', hygraphLocale: 'th_TH' },
    ],
  },
  { name: 'candidate-th', audience: 'candidate', locales: [{ language: 'en', hygraphLocale: 'en_TH' }] },
];
const previewSites = { sites, origin: (site: PreviewSite) => `https://${site.name}.test` };

const hiringAdvice = { id: 's1', sectionName: 'hiring-advice' };
const article = (overrides: Partial<PreviewArticleData> = {}): PreviewArticleData => ({
  id: 'a1',
  stage: 'DRAFT',
  sites: ['employer_th'],
  category: { id: 'c1', slug: 'c', relatedCategorySection: hiringAdvice },
  localizations: [
    { locale: 'en_TH', slug: 'job-ad' },
    { locale: 'th_TH', slug: 'job-ad-th' },
  ],
  ...overrides,
});

describe('articlePreviews', () => {
  it('lists one preview per site and locale, drafts with their id, the site default first in tone', () => {
    const view = articlePreviews(article(), previewSites);
    expect(view).toMatchObject({ id: 'a1', stage: 'DRAFT', kind: 'article', reason: null });
    expect(view.previews.map((p) => [p.link, p.isDefaultLocale])).toEqual([
      ['https://employer-th.test/hiring-advice/article/job-ad?draft=a1', true],
      ['https://employer-th.test/th/hiring-advice/article/job-ad-th?draft=a1', false],
    ]);
  });

  it('has none without a section, and none on candidate sites (spec §2)', () => {
    const noSection = article({ category: { id: 'c1', slug: 'c', relatedCategorySection: null } });
    expect(articlePreviews(noSection, previewSites)).toMatchObject({ previews: [], reason: 'no-section' });
    expect(articlePreviews(article({ sites: ['candidate_th'] }), previewSites)).toMatchObject({
      previews: [],
      reason: 'candidate-article-or-sara-page',
    });
  });
});

describe('pagePreviews', () => {
  it('has none for a SARA page, and says not-published when no site of the table has it', () => {
    const page = {
      id: 'p1',
      stage: 'PUBLISHED',
      sites: ['employer_th'],
      relatedPageSection: { id: 's2', sectionName: 'sara', theme: 'sara' },
      localizations: [{ locale: 'en_TH', slug: 'sara' }],
    };
    expect(pagePreviews(page, previewSites).reason).toBe('candidate-article-or-sara-page');
    expect(pagePreviews({ ...page, sites: ['employer_au'] }, previewSites).reason).toBe('not-published');
  });
});
