import { useState, type CSSProperties, type KeyboardEvent } from 'react';

import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';
import { DESKTOP_QUERY, useMediaQuery } from '../TestimonialCarousel/media';
import { slidesOf, wrapSlide } from '../TestimonialCarousel/slides';

import * as styles from './GalleryCarousel.css';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface GalleryCarouselProps {
  /** Accessible name of the carousel (the gallery's title). */
  label: string | null;
  /** Images per slide on desktop (spec §9: 3 by default); one below desktop. */
  columns: number;
  images: GalleryImage[];
}

/** The gallery's carousel variant (spec §2): slides of images, previous and next wrapping at both ends. */
export function GalleryCarousel({ label, columns, images }: GalleryCarouselProps) {
  const { t } = useTranslations(translations);
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const perSlide = desktop ? columns : 1;
  const slides = slidesOf(images, perSlide);
  const [index, setIndex] = useState(0);
  const current = Math.min(index, slides.length - 1);
  const slidesId = useIslandId('slides');
  const step = (by: number) => setIndex(wrapSlide(current, by, slides.length));
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by || slides.length < 2) return;
    event.preventDefault();
    step(by);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label ?? t('Gallery')}
      onKeyDown={onKeyDown}
    >
      <div id={slidesId} aria-live="polite">
        {slides.map((slide, number) => (
          <div
            key={number}
            className={styles.slide}
            style={{ '--gallery-columns': perSlide } as CSSProperties}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{number} of {total}', {
              number: String(number + 1),
              total: String(slides.length),
            })}
            hidden={number !== current}
          >
            {slide.map((image, i) => (
              <figure key={`${image.url}-${i}`} className={styles.figure}>
                <img
                  className={styles.image}
                  src={image.url}
                  alt={image.alt}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  loading="lazy"
                />
              </figure>
            ))}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className={`${styles.controls} ${withScriptOnly}`}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('Previous slide')}
            aria-controls={slidesId}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <span className={styles.position} aria-hidden="true">
            {current + 1} / {slides.length}
          </span>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('Next slide')}
            aria-controls={slidesId}
            onClick={() => step(1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
