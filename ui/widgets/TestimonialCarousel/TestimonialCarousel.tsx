import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';

import { DESKTOP_QUERY, useMediaQuery } from './media';
import { PER_SLIDE_DESKTOP, slidesOf, wrapSlide } from './slides';
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

/**
 * Testimonials in slides (spec §2, §9): three per slide on desktop, one below it with bullets; previous is
 * hidden on the first slide and next on the last, while Left/Right wrap at both ends. Nothing moves by itself.
 */
export function TestimonialCarousel({ title, cardBackground, testimonials }: TestimonialCarouselProps) {
  const { t } = useTranslations(translations);
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const slides = slidesOf(testimonials, desktop ? PER_SLIDE_DESKTOP : 1);
  const [index, setIndex] = useState(0);
  // In range when the viewport changes the number of slides.
  const current = Math.min(index, slides.length - 1);
  const baseId = useIslandId('slides');
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const background =
    styles.background[(cardBackground ?? 'surface') as keyof typeof styles.background] ??
    styles.background.surface;

  // An arrow button hides at the ends: keyboard focus moves to the other one once it shows.
  const refocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [current]);

  const goTo = (target: number) => {
    const active = document.activeElement;
    if (active === next.current && target === slides.length - 1) refocus.current = previous.current;
    if (active === previous.current && target === 0) refocus.current = next.current;
    setIndex(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (slides.length < 2) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    goTo(wrapSlide(current, step, slides.length));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={title ?? t('Testimonials')}
      onKeyDown={onKeyDown}
    >
      <div id={baseId} aria-live="polite">
        {slides.map((slide, number) => (
          <div
            key={slide[0]?.id ?? number}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{number} of {total}', {
              number: String(number + 1),
              total: String(slides.length),
            })}
            className={styles.slide}
            hidden={number !== current}
          >
            {slide.map((item) => (
              <figure key={item.id} className={`${styles.card} ${background}`}>
                <blockquote className={styles.quote}>“{item.quote}”</blockquote>
                <figcaption>
                  <span className={styles.author}>{item.author}</span>
                  <span className={styles.company}>{item.company}</span>
                </figcaption>
              </figure>
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
            aria-controls={baseId}
            hidden={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <Chevron direction="left" />
          </button>
          <ul className={styles.bullets}>
            {slides.map((slide, number) => (
              <li key={slide[0]?.id ?? number}>
                <button
                  type="button"
                  className={`${styles.bullet} ${number === current ? styles.bulletCurrent : ''}`}
                  aria-label={t('Go to slide {number}', { number: String(number + 1) })}
                  aria-controls={baseId}
                  aria-current={number === current ? 'true' : undefined}
                  onClick={() => goTo(number)}
                />
              </li>
            ))}
          </ul>
          <button
            ref={next}
            type="button"
            className={styles.arrow}
            aria-label={t('Next slide')}
            aria-controls={baseId}
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
