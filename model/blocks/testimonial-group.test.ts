import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const thai: ViewScope = { locale: 'th_TH', language: 'th' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('TestimonialGroup view', () => {
  it('testimonials need quote, author and company; members follow the locale rules', () => {
    const testimonials = [
      { id: 'full', quote: ' Great ', author: 'Ann', company: 'Co', locale: 'th_TH' },
      { id: 'no-company', quote: 'Fine', author: 'Bo', company: ' ', locale: 'th_TH' },
      { id: 'cms-default', quote: 'Old', author: 'Cy', company: 'Co', locale: 'default' },
    ];
    const item = { __typename: 'TestimonialGroup', locale: 'th_TH', testimonials };
    const group = view(item, thai);
    expect(group?.__typename === 'TestimonialGroup' && group.testimonials).toEqual([
      { id: 'full', quote: 'Great', author: 'Ann', company: 'Co' },
    ]);
    expect(view({ ...item, testimonials: testimonials.slice(1) }, thai)).toBeNull();
  });
});
