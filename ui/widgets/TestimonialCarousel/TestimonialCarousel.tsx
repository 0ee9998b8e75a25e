import { useEffect, useRef } from 'react';

import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useCarousel } from '../../kit/carousel';

import * as styles from './TestimonialCarousel.css';

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  company: string;
}

export interface TestimonialCarouselProps {
  title: string | null;
  /** A light background of the cards (e.g. neutralLight); surface when unknown. */
  cardBackground: string | null;
  testimonials: Testimonial[];
}

/** Testimonials per slide on desktop (spec §9). */
const PER_SLIDE_DESKTOP = 3;

/**
 * Testimonials in slides (spec §2, §9): three per slide on desktop, one below it with bullets; previous is
 * hidden on the first slide and next on the last, while Left/Right wrap at both ends. Nothing moves by itself.
 */
export function TestimonialCarousel({ title, cardBackground, testimonials }: TestimonialCarouselProps) {
  const { t } = useTranslations(translations);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // An arrow button hides at the ends: keyboard focus moves to the other one once it shows.
  const refocus = useRef<HTMLButtonElement | null>(null);
  const beforeMove = (target: number, last: number) => {
    const active = document.activeElement;
    if (active === next.current && target === last) refocus.current = previous.current;
    if (active === previous.current && target === 0) refocus.current = next.current;
  };
  const { slides, current, slidesId, goTo, onKeyDown, slideProps } = useCarousel(
    testimonials,
    PER_SLIDE_DESKTOP,
    beforeMove,
  );
  const background =
    styles.background[(cardBackground ?? 'surface') as keyof typeof styles.background] ??
    styles.background.surface;

  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [current]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={title ?? t('Testimonials')}
      onKeyDown={onKeyDown}
    >
      <div id={slidesId} aria-live="polite">
        {slides.map((slide, number) => (
          <div key={slide[0]?.id ?? number} className={styles.slide} {...slideProps(number)}>
            {slide.map((item) => (
              <TestimonialCard key={item.id} item={item} background={background} />
            ))}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className={`${styles.controls} ${withScriptOnly}`}>
          <button
            ref={previous}
            type="button"
            className={styles.arrow}
            aria-label={t('Previous slide')}
            aria-controls={slidesId}
            hidden={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <Chevron direction="left" />
          </button>
          <SlideBullets
            current={current}
            slidesId={slidesId}
            goTo={goTo}
            keys={slides.map((slide, number) => slide[0]?.id ?? number)}
          />
          <button
            ref={next}
            type="button"
            className={styles.arrow}
            aria-label={t('Next slide')}
            aria-controls={slidesId}
            hidden={current === slides.length - 1}
            onClick={() => goTo(current + 1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A testimonial's quote, author and company on its card. */
function TestimonialCard({ item, background }: { item: Testimonial; background: string }) {
  return (
    <figure className={`${styles.card} ${background}`}>
      <blockquote className={styles.quote}>“{item.quote}”</blockquote>
      <figcaption>
        <span className={styles.author}>{item.author}</span>
        <span className={styles.company}>{item.company}</span>
      </figcaption>
    </figure>
  );
}

interface SlideBulletsProps {
  /** The slides' keys (their first testimonial's id). */
  keys: (string | number)[];
  current: number;
  slidesId: string;
  goTo: (slide: number) => void;
}

/** A bullet for each slide, the current one marked: each goes to its slide. */
function SlideBullets({ keys, current, slidesId, goTo }: SlideBulletsProps) {
  const { t } = useTranslations(translations);
  return (
    <ul className={styles.bullets}>
      {keys.map((key, number) => (
        <li key={key}>
          <button
            type="button"
            className={`${styles.bullet} ${number === current ? styles.bulletCurrent : ''}`}
            aria-label={t('Go to slide {number}', { number: String(number + 1) })}
            aria-controls={slidesId}
            aria-current={number === current ? 'true' : undefined}
            onClick={() => goTo(number)}
          />
        </li>
      ))}
    </ul>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
