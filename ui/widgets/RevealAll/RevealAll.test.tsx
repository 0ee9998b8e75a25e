import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { DriverView } from '../../../model/insights/views';

import { RevealAll } from './RevealAll';

// The rest of a happiness summary's ranked drivers, after the first seven shown above it (spec §2).
const rest: DriverView[] = [
  { driver: 'Flexible working hours', value: 31 },
  { driver: 'Career progression', value: 27 },
  { driver: 'Company culture', value: 22 },
];

afterEach(cleanup);

const show = () => render(<RevealAll label="Show all 10 factors" drivers={rest} start={8} />);

describe('RevealAll', () => {
  it('keeps the rest of the list closed behind its label', () => {
    show();
    const details = screen.getByRole('group');
    expect(details.hasAttribute('open')).toBe(false);
    expect(within(details).getByText('Show all 10 factors').tagName).toBe('SUMMARY');
  });

  it('reveals the rest numbered on from the shown list and moves focus to it', () => {
    show();
    fireEvent.click(screen.getByText('Show all 10 factors'));
    const details = screen.getByRole('group');
    expect(details.hasAttribute('open')).toBe(true);
    const list = screen.getByRole('list');
    expect(list.getAttribute('start')).toBe('8');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['8Flexible working hours31%', '9Career progression27%', '10Company culture22%']);
    expect(document.activeElement).toBe(list);
  });
});
