import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock } from './block-test-fixtures';

afterEach(cleanup);

describe('NumericalCardBlock', () => {
  it('numerical card: the number with its unit, heading and description', async () => {
    await showBlock({
      __typename: 'NumericalCard',
      id: 'n',
      heading: 'Monthly visits',
      description: 'Readers every month.',
      counter: {
        value: 12500,
        decimals: 0,
        unit: '+',
        numberTone: 'brandAccent',
        unitTone: null,
        animate: true,
        durationMs: 2000,
        textSize: 3,
        fontWeight: 'strong',
        sameFontSize: false,
      },
    });
    expect(screen.getAllByText('12,500+').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Monthly visits' })).toBeTruthy();
  });
});
