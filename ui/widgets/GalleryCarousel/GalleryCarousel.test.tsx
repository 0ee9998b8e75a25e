import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';
import { viewport } from '../../kit/test-viewport';

import { GalleryCarousel, type GalleryImage } from './GalleryCarousel';

const images: GalleryImage[] = ['Office', 'Team lunch', 'Hackathon', 'Awards night', 'Offsite'].map(
  (alt, i) => ({
    url: `https://media.example/gallery-${i}.jpg`,
    alt,
    width: 800,
    height: 600,
  }),
);

const shownImages = () =>
  screen.getAllByRole('group').flatMap((slide) => (slide.hidden ? [] : within(slide).queryAllByRole('img')));
const names = (elements: HTMLElement[]) => elements.map((e) => e.getAttribute('alt'));

beforeAll(() => preloadTranslations('en', [interactive]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GalleryCarousel', () => {
  it('shows a slide of three images on desktop, and previous and next wrap at both ends', async () => {
    viewport(1280);
    await renderListing(<GalleryCarousel label="Life at SEEK" columns={3} images={images} />);
    expect(screen.getByRole('region', { name: 'Life at SEEK' })).toBeTruthy();
    expect(names(shownImages())).toEqual(['Office', 'Team lunch', 'Hackathon']);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(names(shownImages())).toEqual(['Awards night', 'Offsite']);
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(names(shownImages())).toEqual(['Office', 'Team lunch', 'Hackathon']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(names(shownImages())).toEqual(['Awards night', 'Offsite']);
  });

  it('shows one image a slide on a phone, and moves with the arrow keys', async () => {
    viewport(375);
    await renderListing(<GalleryCarousel label={null} columns={3} images={images} />);
    const carousel = screen.getByRole('region', { name: 'Gallery' });
    expect(names(shownImages())).toEqual(['Office']);
    expect(screen.getByRole('group', { name: '1 of 5' }).hidden).toBe(false);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(names(shownImages())).toEqual(['Offsite']);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(names(shownImages())).toEqual(['Team lunch']);
    expect(screen.getByText('2 / 5')).toBeTruthy();
  });

  it('has no controls when every image fits on one slide', async () => {
    viewport(1280);
    await renderListing(<GalleryCarousel label="Life at SEEK" columns={3} images={images.slice(0, 3)} />);
    expect(names(shownImages())).toEqual(['Office', 'Team lunch', 'Hackathon']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
