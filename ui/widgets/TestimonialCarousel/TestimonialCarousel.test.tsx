import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';
import { viewport } from '../../kit/test-viewport';

import { TestimonialCarousel, type Testimonial } from './TestimonialCarousel';

const testimonials: Testimonial[] = ['Aroha', 'Ben', 'Chai', 'Dewi', 'Eli'].map((author, i) => ({
  id: `t${i}`,
  quote: `${author} found the right hire in a week.`,
  author,
  company: `Company ${i + 1}`,
}));

/** The authors of the testimonials the reader sees (hidden slides are left out by role). */
const shownAuthors = () =>
  screen.getAllByRole('figure').map((card) => card.querySelector('figcaption span')?.textContent);
const button = (name: string) => screen.queryByRole('button', { name });

beforeAll(() => preloadTranslations('en', [interactive]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TestimonialCarousel', () => {
  it('shows three a slide on desktop; previous shows only after the first, next only before the last', async () => {
    viewport(1280);
    await renderListing(
      <TestimonialCarousel title="What hirers say" cardBackground={null} testimonials={testimonials} />,
    );
    expect(screen.getByRole('region', { name: 'What hirers say' })).toBeTruthy();
    expect(shownAuthors()).toEqual(['Aroha', 'Ben', 'Chai']);
    expect(button('Previous slide')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownAuthors()).toEqual(['Dewi', 'Eli']);
    expect(button('Next slide')).toBeNull();
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeTruthy();
  });

  it('gives focus to the other arrow when the one pressed hides at the end', async () => {
    viewport(1280);
    await renderListing(
      <TestimonialCarousel title={null} cardBackground={null} testimonials={testimonials} />,
    );
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous slide' }));
  });

  it('on a phone shows one a slide, with a bullet for each, and the arrow keys wrap', async () => {
    viewport(375);
    await renderListing(
      <TestimonialCarousel title={null} cardBackground="neutralLight" testimonials={testimonials} />,
    );
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    expect(shownAuthors()).toEqual(['Aroha']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(shownAuthors()).toEqual(['Dewi']);
    expect(screen.getByRole('button', { name: 'Go to slide 4' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownAuthors()).toEqual(['Aroha']);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownAuthors()).toEqual(['Eli']);
  });
});
