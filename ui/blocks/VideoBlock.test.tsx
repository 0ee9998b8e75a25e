import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock, youTubeVideo } from './block-test-fixtures';

afterEach(cleanup);

describe('VideoBlock', () => {
  it('video block: its title and a play button', async () => {
    await showBlock({ __typename: 'VideoBlock', id: 'v', title: 'Watch', video: youTubeVideo });
    expect(screen.getByRole('heading', { name: 'Watch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video: Watch' })).toBeTruthy();
  });
});
