import { translated } from '../../islands/translated';

import { TestimonialCarousel } from './TestimonialCarousel';

export default translated(TestimonialCarousel);
export type { Testimonial, TestimonialCarouselProps } from './TestimonialCarousel';
