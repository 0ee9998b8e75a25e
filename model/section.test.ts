import { describe, expect, it } from 'vitest';

import { articleHref, authorHref, categoryHref } from './links';
import { articleSectionKey, employerTab, sectionPathView, sectionRef } from './section';

const lifeAtSeek = sectionPathView({
  id: 's1',
  sectionName: 'life-at-seek',
  parentSection: { id: 's0', sectionName: 'careers' },
});

describe('sectionPathView', () => {
  it('names the section and its parent, with the path parts of links', () => {
    expect(lifeAtSeek).toEqual({
      name: 'life-at-seek',
      displayName: null,
      theme: null,
      parentName: 'careers',
      parts: ['careers', 'life-at-seek'],
    });
    expect(sectionPathView({ id: 's', sectionName: 'career-advice' })?.parts).toEqual(['career-advice']);
    expect(sectionPathView(null)).toBeNull();
  });
});

describe('links from a section path (spec §2)', () => {
  it('builds article links from the section and its parent, or /career-advice without a section', () => {
    expect(articleHref('our-values', sectionRef(lifeAtSeek), 'en')).toBe(
      '/careers/life-at-seek/article/our-values',
    );
    const advice = sectionPathView({ id: 's', sectionName: 'career-advice' });
    expect(articleHref('x', sectionRef(advice), 'th')).toBe('/th/career-advice/article/x');
    expect(articleHref('x', sectionRef(null), 'en')).toBe('/career-advice/article/x');
  });

  it('builds category and author links; a category without a section is a dead link', () => {
    expect(categoryHref('teams', sectionRef(lifeAtSeek), 'id')).toBe(
      '/id/careers/life-at-seek/category/teams',
    );
    expect(categoryHref('teams', sectionRef(null), 'en')).toBeNull();
    expect(authorHref('amanda-wright', 'en')).toBe('/author/amanda-wright');
    expect(authorHref('siriporn-chaiyasit', 'th')).toBe('/th/author/siriporn-chaiyasit');
  });
});

describe('articleSectionKey (spec §2)', () => {
  it('keeps news, careers and life-at-{product}, and answers hami for any other section', () => {
    expect(articleSectionKey('news')).toBe('news');
    expect(articleSectionKey('careers')).toBe('careers');
    expect(articleSectionKey('life-at-seek')).toBe('life-at-seek');
    expect(articleSectionKey('life-at-jobstreet')).toBe('life-at-jobstreet');
    expect(articleSectionKey('career-advice')).toBe('hami');
    expect(articleSectionKey('life-at-')).toBe('hami');
    expect(articleSectionKey(null)).toBe('hami');
  });
});

describe('employerTab (spec §2)', () => {
  it('maps a section, or its parent, named after a top-level tab to that tab', () => {
    for (const tab of [
      'jobads',
      'adcentre',
      'talentsearch',
      'branding',
      'company-profiles',
      'find-a-recruiter',
      'products',
    ])
      expect(employerTab(tab)).toBe(tab);
    expect(employerTab('pricing', 'products')).toBe('products');
    expect(employerTab('hiring-advice')).toBeNull();
    expect(employerTab('about', null)).toBeNull();
    expect(employerTab(undefined)).toBeNull();
  });
});
