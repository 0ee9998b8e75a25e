import { Heading, Stack } from 'braid-design-system';

import type { TestimonialGroupView } from '../../model/blocks/testimonial-group';
import { Island } from '../islands/Island';

/** Testimonials in a carousel (spec §2, §9). */
export function TestimonialGroupBlock({ item }: { item: TestimonialGroupView }) {
  return (
    <Stack space="large">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Island
        name="TestimonialCarousel"
        props={{ title: item.title, cardBackground: item.cardBackground, testimonials: item.testimonials }}
        hydrate="visible"
      />
    </Stack>
  );
}
