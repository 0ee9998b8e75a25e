import { describe, expect, it } from 'vitest';

import { readingTimeUnit } from '../../../model/article-card';
import { heroSize, imageSizes, imageView } from '../../../model/image';
import { isMissingTitle, keepDefaultLocale, pickLocalization } from '../../../model/locale';

import { articleHref, authorHref, categoryHref, sectionPath } from './links';

const lifeAtSeek = sectionPath({
  id: 's1',
  sectionName: 'life-at-seek',
  parentSection: { id: 's0', sectionName: 'careers' },
});

describe('links (spec §2)', () => {
  it('builds article links from the section and its parent, or /career-advice without a section', () => {
    expect(articleHref('en', lifeAtSeek, 'our-values')).toBe('/careers/life-at-seek/article/our-values');
    expect(articleHref('th', sectionPath({ id: 's', sectionName: 'career-advice' }), 'x')).toBe(
      '/th/career-advice/article/x',
    );
    expect(articleHref('en', null, 'x')).toBe('/career-advice/article/x');
  });

  it('builds category and author links; a category without a section is a dead link', () => {
    expect(categoryHref('id', lifeAtSeek, 'teams')).toBe('/id/careers/life-at-seek/category/teams');
    expect(categoryHref('en', null, 'teams')).toBeNull();
    expect(authorHref('en', 'amanda-wright')).toBe('/author/amanda-wright');
    expect(authorHref('th', 'siriporn-chaiyasit')).toBe('/th/author/siriporn-chaiyasit');
  });
});

describe('readingTimeUnit', () => {
  it('reads articles and infographics, watches videos, listens to podcasts', () => {
    expect(readingTimeUnit('Article')).toBe('min read');
    expect(readingTimeUnit('Infographic')).toBe('min read');
    expect(readingTimeUnit('Video')).toBe('min watch');
    expect(readingTimeUnit('Podcast')).toBe('min listen');
  });
});

describe('imageView', () => {
  const asset = { id: 'a', url: 'https://ap-southeast-2.graphassets.com/h', width: 2000, height: 1000 };

  it('gives the resized URL and size', () => {
    expect(imageView(asset, imageSizes.card)).toEqual({
      url: 'https://ap-southeast-2.graphassets.com/resize=fit:crop,width:480,height:320/h',
      alt: '',
      width: 480,
      height: 320,
    });
    expect(imageView(asset, imageSizes.default)).toMatchObject({ width: 1280, height: 640 });
  });

  it('crops a tall feature image to the 940x485 hero (spec §2)', () => {
    const tall = { ...asset, width: 1000, height: 800 };
    expect(imageView(tall, heroSize(tall))).toMatchObject({ width: 940, height: 485 });
    expect(imageView(tall, heroSize(tall))?.url).toContain('/resize=fit:crop,width:940,height:485/h');
  });

  it('keeps other hosts as they are, and nothing is null', () => {
    expect(imageView({ ...asset, url: 'https://example.com/x.png' }, imageSizes.card)).toMatchObject({
      url: 'https://example.com/x.png',
      width: 2000,
    });
    expect(imageView(null, imageSizes.card)).toBeNull();
  });
});

describe('translations (spec §5)', () => {
  it('treats empty and "-" titles as missing', () => {
    expect(isMissingTitle('-')).toBe(true);
    expect(isMissingTitle(' ')).toBe(true);
    expect(isMissingTitle(null)).toBe(true);
    expect(isMissingTitle('Wellbeing')).toBe(false);
  });

  it('drops default-locale items only when they skip the default locale', () => {
    expect(keepDefaultLocale({ locale: 'default', skipDefaultLocale: true })).toBe(false);
    expect(keepDefaultLocale({ locale: 'default', skipDefaultLocale: false })).toBe(true);
    expect(keepDefaultLocale({ locale: 'th_TH', skipDefaultLocale: true })).toBe(true);
  });

  it('picks the first real localisation in fallback order', () => {
    const items = [
      { locale: 'en_TH', name: 'Wellbeing' },
      { locale: 'th_TH', name: '-' },
    ];
    expect(pickLocalization(items, ['th_TH', 'en_TH', 'default'], (i) => i.name)?.locale).toBe('en_TH');
    expect(pickLocalization(items, ['id_ID'], (i) => i.name)).toBeUndefined();
  });
});
