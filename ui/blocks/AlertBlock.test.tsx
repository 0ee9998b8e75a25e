import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStrings } from '../layout/test-render';

import { rich } from './block-test-fixtures';
import { BlockItem } from './BlockItem';

afterEach(cleanup);

describe('AlertBlock', () => {
  it('renders rich text of blocks from the AST, mailto links included', async () => {
    await renderWithStrings(
      <BlockItem
        item={{
          __typename: 'Alert',
          id: 'a',
          tone: 'caution',
          title: 'Heads up',
          content: rich('Write to help@example.com.'),
        }}
        environment="production"
      />,
    );
    expect(screen.getByText('Heads up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });
});
