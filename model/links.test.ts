import { describe, expect, it } from 'vitest';

import {
  articleHref,
  categoryChipHref,
  categoryHref,
  externalHref,
  linkHref,
  pageHref,
  stripAwardsPrefix,
} from './links';

const advice = { sectionName: 'career-advice', parentSection: null };
const life = { sectionName: 'life-at-seek', parentSection: { sectionName: 'careers' } };
const en = { language: 'en' } as const;

describe('external links', () => {
  it('appends the tracking query when one exists', () => {
    expect(externalHref('https://www.seek.com.au/jobs', 'tracking=SEEK-cms')).toBe(
      'https://www.seek.com.au/jobs?tracking=SEEK-cms',
    );
    expect(externalHref('https://x.test/a?b=1#top', '?utm_source=cms')).toBe(
      'https://x.test/a?b=1&utm_source=cms#top',
    );
    expect(externalHref('https://x.test/a')).toBe('https://x.test/a');
  });

  it('leaves fragment links as they are', () => {
    expect(externalHref('#subscription-form', 'tracking=1')).toBe('#subscription-form');
  });
});

describe('article links', () => {
  it('go under the parent section and section', () => {
    expect(articleHref('culture', life, 'en')).toBe('/careers/life-at-seek/article/culture');
    expect(articleHref('resume', advice, 'en')).toBe('/career-advice/article/resume');
  });

  it('go under /career-advice without a section, with the language prefix', () => {
    expect(articleHref('resume', null, 'en')).toBe('/career-advice/article/resume');
    expect(articleHref('resume', null, 'th')).toBe('/th/career-advice/article/resume');
  });
});

describe('page links', () => {
  it('are the section path when the slug is the section name', () => {
    expect(pageHref('career-advice', advice, 'en')).toBe('/career-advice');
    expect(pageHref('life-at-seek', life, 'id')).toBe('/id/careers/life-at-seek');
  });

  it('add the slug under the section otherwise', () => {
    expect(pageHref('benefits', life, 'en')).toBe('/careers/life-at-seek/benefits');
  });

  it('are /page/{slug} without a section, awards prefixes stripped', () => {
    expect(pageHref('home', null, 'en')).toBe('/page/home');
    expect(pageHref('sara-awards-2025', null, 'th')).toBe('/th/page/2025');
    expect(stripAwardsPrefix('star-awards-winners')).toBe('winners');
    expect(stripAwardsPrefix('star-performers')).toBe('star-performers');
  });
});

describe('category links', () => {
  it('go under the section; without one they are dead', () => {
    expect(categoryHref('interview-tips', advice, 'en')).toBe('/career-advice/category/interview-tips');
    expect(categoryHref('teams', life, 'th')).toBe('/th/careers/life-at-seek/category/teams');
    expect(categoryHref('x', null, 'en')).toBeNull();
  });

  it('chips use the base path with the /id or /th prefix', () => {
    expect(categoryChipHref('career-advice', 'wellbeing', 'id')).toBe('/id/career-advice/category/wellbeing');
    expect(categoryChipHref('/careers/life-at-seek/', 'teams', 'en')).toBe(
      '/careers/life-at-seek/category/teams',
    );
  });
});

describe('linkHref', () => {
  it('resolves every target type', () => {
    expect(linkHref({ __typename: 'ExternalUrl', url: 'https://a.test', trackingQuery: 't=1' }, en)).toBe(
      'https://a.test?t=1',
    );
    expect(linkHref({ __typename: 'Asset', url: 'https://media.graphassets.com/x' }, en)).toBe(
      'https://media.graphassets.com/x',
    );
    expect(
      linkHref(
        { __typename: 'Article', slug: 'a', category: { relatedCategorySection: advice } },
        { language: 'th' },
      ),
    ).toBe('/th/career-advice/article/a');
    expect(linkHref({ __typename: 'Article', slug: 'a', category: null }, en)).toBe(
      '/career-advice/article/a',
    );
    expect(linkHref({ __typename: 'Page', slug: 'about', relatedPageSection: null }, en)).toBe('/page/about');
    expect(linkHref({ __typename: 'Category', slug: 'c', relatedCategorySection: life }, en)).toBe(
      '/careers/life-at-seek/category/c',
    );
  });

  it('makes unknown, missing or incomplete targets dead links', () => {
    expect(linkHref({ __typename: 'Author', slug: 'amanda' }, en)).toBeNull();
    expect(linkHref(null, en)).toBeNull();
    expect(linkHref({ __typename: 'Page' }, en)).toBeNull();
  });
});
