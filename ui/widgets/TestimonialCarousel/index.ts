export { TestimonialCarousel as default } from './TestimonialCarousel';
export type { Testimonial, TestimonialCarouselProps } from './TestimonialCarousel';
