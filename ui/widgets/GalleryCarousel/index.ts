import { translated } from '../../islands/translated';

import { GalleryCarousel } from './GalleryCarousel';

export default translated(GalleryCarousel);
export type { GalleryCarouselProps, GalleryImage } from './GalleryCarousel';
