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

describe('VideoDialogGroupBlock', () => {
  it('video dialog group: a play button for each video, opening a dialog', async () => {
    await show({
      __typename: 'VideoDialogGroup',
      id: 'vd',
      title: 'More videos',
      columns: 3,
      videos: [{ id: 'x', title: 'On camera', description: 'Lighting and sound.', video }],
    });
    expect(screen.getByRole('button', { name: 'Play video: On camera' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    expect(screen.getByText('Lighting and sound.')).toBeTruthy();
  });
});
