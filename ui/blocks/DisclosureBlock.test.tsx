import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStrings } from '../layout/test-render';

import { rich } from './block-test-fixtures';
import { BlockItem } from './BlockItem';

afterEach(cleanup);

describe('DisclosureBlock', () => {
  it('renders a disclosure as a native toggle with default labels', async () => {
    const { container } = await renderWithStrings(
      <BlockItem
        item={{
          __typename: 'Disclosure',
          id: 'd',
          expandLabel: null,
          collapseLabel: null,
          content: rich('Hidden until opened.'),
        }}
        environment="production"
      />,
    );
    const details = container.querySelector('[data-block="Disclosure"] details');
    expect(details).toBeInstanceOf(HTMLDetailsElement);
    expect((details as HTMLDetailsElement).open).toBe(false);
    expect(within(details!.querySelector('summary')!).getByText('Show more')).toBeTruthy();
    expect(within(details as HTMLElement).getByText('Hidden until opened.')).toBeTruthy();
  });
});
