import { describe, expect, it } from 'vitest';

import type { PreviewView } from '../../../model/preview-data';

import { headingKey, reasons } from './wording';

const row: PreviewView = {
  id: 'cliyb1fjst44stcnoedboimgm',
  locale: 'en_AU',
  site: 'candidate_au',
  slug: 'about',
  link: 'https://x/about',
  sectionName: null,
  isDefaultLocale: true,
};

describe('headingKey', () => {
  it('says Draft or Published by stage and Article or Page by kind', () => {
    expect(headingKey({ stage: 'DRAFT', kind: 'article', previews: [row] })).toBe(
      'Draft View(s) are available for this Article.',
    );
    expect(headingKey({ stage: 'DRAFT', kind: 'page', previews: [row] })).toBe(
      'Draft View(s) are available for this Page.',
    );
    expect(headingKey({ stage: 'PUBLISHED', kind: 'article', previews: [row] })).toBe(
      'Published View(s) are available for this Article.',
    );
    expect(headingKey({ stage: 'PUBLISHED', kind: 'page', previews: [row] })).toBe(
      'Published View(s) are available for this Page.',
    );
  });

  it('says there is no preview when no view exists, whatever the stage and kind', () => {
    expect(headingKey({ stage: 'DRAFT', kind: 'article', previews: [] })).toBe(
      'Preview is not available for this entry.',
    );
    expect(headingKey({ stage: 'PUBLISHED', kind: null, previews: [] })).toBe(
      'Preview is not available for this entry.',
    );
  });
});

describe('reasons', () => {
  it('lists the four reasons of spec §2 once each', () => {
    expect(reasons.map(([key]) => key)).toEqual([
      'invalid-id',
      'not-published',
      'no-section',
      'candidate-article-or-sara-page',
    ]);
  });
});
