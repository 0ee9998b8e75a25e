export { GalleryCarousel as default } from './GalleryCarousel';
export type { GalleryCarouselProps, GalleryImage } from './GalleryCarousel';
