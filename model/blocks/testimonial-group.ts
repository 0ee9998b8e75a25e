/** TestimonialGroup (spec §2 blocks): quotes with author and company, shown in a carousel (spec §9). */
import * as v from 'valibot';

import { skipsMember } from '../locale';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const testimonialGroupEntries = {
  title: text,
  cardBackground: text,
  testimonials: v.array(v.object({ id: v.string(), quote: text, author: text, company: text, locale: text })),
};

export interface TestimonialView {
  id: string;
  quote: string;
  author: string;
  company: string;
}

export interface TestimonialGroupView {
  id: string;
  title: string | null;
  cardBackground: string | null;
  testimonials: TestimonialView[];
}

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

export const testimonialGroup = blockType({
  typename: 'TestimonialGroup',
  fields: /* GraphQL */ `
      title
      cardBackground
      testimonials {
        id
        quote
        author
        company
        locale
      }`,
  entries: testimonialGroupEntries,
  // A testimonial needs quote, author and company; a group without one shows nothing (spec §5).
  view: (item, scope, skip): TestimonialGroupView | null => {
    const testimonials = item.testimonials
      .filter((t) => !skipsMember(t.locale, scope, skip))
      .filter((t) => filled(t.quote) && filled(t.author) && filled(t.company))
      .map((t) => ({
        id: t.id,
        quote: t.quote!.trim(),
        author: t.author!.trim(),
        company: t.company!.trim(),
      }));
    if (testimonials.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      cardBackground: item.cardBackground ?? null,
      testimonials,
    };
  },
});
