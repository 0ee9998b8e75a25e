import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock, youTubeVideo } from './block-test-fixtures';

afterEach(cleanup);

describe('VideoDialogGroupBlock', () => {
  it('video dialog group: a play button for each video, opening a dialog', async () => {
    await showBlock({
      __typename: 'VideoDialogGroup',
      id: 'vd',
      title: 'More videos',
      columns: 3,
      videos: [{ id: 'x', title: 'On camera', description: 'Lighting and sound.', video: youTubeVideo }],
    });
    expect(screen.getByRole('button', { name: 'Play video: On camera' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    expect(screen.getByText('Lighting and sound.')).toBeTruthy();
  });
});
