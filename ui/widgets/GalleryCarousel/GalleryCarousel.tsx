import type { CSSProperties } from 'react';

import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useCarousel } from '../../kit/carousel';

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
  const { slides, perSlide, current, slidesId, step, onKeyDown, slideProps } = useCarousel(images, columns);

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
            {...slideProps(number)}
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
