import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock } from './block-test-fixtures';

afterEach(cleanup);

const island = (name: string) => document.querySelector(`[data-island="${name}"]`);

describe('TestimonialGroupBlock', () => {
  it('testimonial group: a carousel of quotes with author and company', async () => {
    await showBlock({
      __typename: 'TestimonialGroup',
      id: 'tg',
      title: 'What readers say',
      cardBackground: 'neutralLight',
      testimonials: [1, 2, 3, 4].map((n) => ({
        id: `t${n}`,
        quote: `Quote ${n}`,
        author: `Author ${n}`,
        company: `Co ${n}`,
      })),
    });
    expect(island('TestimonialCarousel')?.getAttribute('data-island-hydrate')).toBe('visible');
    const carousel = screen.getByRole('region', { name: 'What readers say' });
    expect(within(carousel).getByText('Author 1')).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: '2 of 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
