import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

afterEach(cleanup);

const show = (item: BlockView) => renderWithStrings(<BlockItem item={item} environment="production" />);

describe('ResearchFrameBlock', () => {
  it('research frame: a titled frame of the research page', async () => {
    await show({
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
