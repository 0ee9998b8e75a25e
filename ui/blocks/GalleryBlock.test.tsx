import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockViewOf } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

afterEach(cleanup);

const gallery = (isCarousel: boolean): BlockViewOf<'Gallery'> => ({
  __typename: 'Gallery',
  id: 'g',
  title: 'Our office',
  isCarousel,
  columns: 2,
  images: [{ url: 'https://assets.example/o.jpg', alt: 'The kitchen', width: 900, height: 600 }],
});

describe('GalleryBlock', () => {
  it('draws a grid of images as a marked block, labelled by its title', async () => {
    const { container } = await renderWithStrings(
      <BlockItem item={gallery(false)} environment="production" />,
    );
    expect(container.querySelector('[data-block="Gallery"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Our office' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The kitchen' })).toBeTruthy();
  });

  it('draws a carousel as an island, outside the grid', async () => {
    const { container } = await renderWithStrings(
      <BlockItem item={gallery(true)} environment="production" />,
    );
    expect(container.querySelector('[data-block="Gallery"]')).toBeNull();
    expect(container.querySelector('[data-island="GalleryCarousel"]')).not.toBeNull();
  });
});
