import { useState, type KeyboardEvent } from 'react';

import { useTranslations } from '../i18n';
import translations from '../i18n/interactive.vocab';
import { useIslandId } from '../islands/island-id';

import { DESKTOP_QUERY, useMediaQuery } from './media';
import { slidesOf, wrapSlide } from './slides';

/**
 * A carousel's state and the attributes its parts share (spec §2, §4): the items in slides (`perSlideOnDesktop`
 * on desktop, one below it), the slide shown, and Left/Right on the carousel moving one slide, wrapping at both
 * ends. Nothing moves by itself. `beforeMove` is told where a move goes, before the slide changes.
 */
export function useCarousel<T>(
  items: readonly T[],
  perSlideOnDesktop: number,
  beforeMove?: (target: number, last: number) => void,
) {
  const { t } = useTranslations(translations);
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const perSlide = desktop ? perSlideOnDesktop : 1;
  const slides = slidesOf(items, perSlide);
  const [index, setIndex] = useState(0);
  // In range when the viewport changes the number of slides.
  const current = Math.min(index, slides.length - 1);
  const slidesId = useIslandId('slides');

  const goTo = (target: number) => {
    beforeMove?.(target, slides.length - 1);
    setIndex(target);
  };
  const step = (by: number) => goTo(wrapSlide(current, by, slides.length));
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by || slides.length < 2) return;
    event.preventDefault();
    step(by);
  };
  /** A slide's attributes: a group named "n of total", hidden unless it is the one shown. */
  const slideProps = (number: number) => ({
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': t('{number} of {total}', { number: String(number + 1), total: String(slides.length) }),
    hidden: number !== current,
  });

  return { slides, perSlide, current, slidesId, goTo, step, onKeyDown, slideProps };
}
