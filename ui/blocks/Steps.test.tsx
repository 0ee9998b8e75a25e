import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStrings } from '../layout/test-render';

import { rich } from './block-test-fixtures';
import { BlockItem } from './BlockItem';

afterEach(cleanup);

describe('StepBlockGroup', () => {
  it('numbers steps in an ordered list, with the step number for screen readers', async () => {
    await renderWithStrings(
      <BlockItem
        item={{
          __typename: 'StepBlockGroup',
          id: 's',
          title: 'How to enter',
          steps: [
            { id: '1', heading: 'Choose', content: null, image: null },
            { id: '2', heading: 'Write', content: rich('Up to 1,000 words.'), image: null },
          ],
        }}
        environment="production"
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Step 2: Write' })).toBeTruthy();
  });
});
