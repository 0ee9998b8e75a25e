import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock } from './block-test-fixtures';

afterEach(cleanup);

describe('ResearchFrameBlock', () => {
  it('research frame: a titled frame of the research page', async () => {
    await showBlock({
      __typename: 'ResearchFrame',
      id: 'rf',
      title: 'About the research',
      src: 'about:blank',
      height: 900,
    });
    const frame = screen.getByTitle('About the research');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('about:blank');
  });
});
