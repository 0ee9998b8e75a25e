import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

const video = {
  source: 'YouTube' as const,
  videoId: 'Xq3Kx6ozR1E',
  embedUrl: 'https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E',
};

afterEach(cleanup);

const show = (item: BlockView) => renderWithStrings(<BlockItem item={item} environment="production" />);

describe('VideoBlock', () => {
  it('video block: its title and a play button', async () => {
    await show({ __typename: 'VideoBlock', id: 'v', title: 'Watch', video });
    expect(screen.getByRole('heading', { name: 'Watch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video: Watch' })).toBeTruthy();
  });
});
