import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { IndustrySelect, type IndustrySelectProps } from './IndustrySelect';

// The salary explorer's industries (spec §2): 'All industries' (-1) first, each with its server-rendered table.
const options: IndustrySelectProps['options'] = [
  { value: '-1', label: 'All industries', panelId: 'salary-table-all' },
  { value: '1200', label: 'Accounting', panelId: 'salary-table-1200' },
  { value: '1203', label: 'Construction', panelId: 'salary-table-1203' },
];

/** The page's tables (outside the island, as the server draws them) and the island, the first table shown. */
function renderExplorer(props: Partial<IndustrySelectProps> = {}) {
  for (const option of options) {
    const table = document.createElement('table');
    table.id = option.panelId;
    table.setAttribute('aria-label', `Salaries: ${option.label}`);
    table.hidden = option.value !== '-1';
    document.body.appendChild(table);
  }
  render(
    <IndustrySelect
      label="Select an industry"
      options={options}
      selected="-1"
      inAddress={false}
      {...props}
    />,
  );
}

/** The industry table a reader sees now. */
const shownTables = () => screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'));

beforeEach(() => window.history.replaceState(null, '', '/au/career-advice/salaries#salary-explorer'));
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('IndustrySelect', () => {
  it('lists the industries under its label, all industries chosen', () => {
    renderExplorer();
    const select = screen.getByRole('combobox', {
      name: 'Select an industry',
    }) as unknown as HTMLSelectElement;
    expect(select.value).toBe('-1');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All industries',
      'Accounting',
      'Construction',
    ]);
    expect(shownTables()).toEqual(['Salaries: All industries']);
  });

  it("shows the chosen industry's table, and the first again for all industries", () => {
    renderExplorer();
    const select = screen.getByLabelText('Select an industry') as unknown as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '1203' } });
    expect(select.value).toBe('1203');
    expect(shownTables()).toEqual(['Salaries: Construction']);
    fireEvent.change(select, { target: { value: '-1' } });
    expect(shownTables()).toEqual(['Salaries: All industries']);
    // Where the industry is not in the address, the address stays as it was.
    expect(window.location.search).toBe('');
  });

  it('writes the choice into the address where the industry is in it, without a new history entry', () => {
    window.history.replaceState(null, '', '/au/career-advice/salaries?industry=1200#salary-explorer');
    renderExplorer({ selected: '1200', inAddress: true });
    const before = window.history.length;
    const select = screen.getByRole('combobox', { name: 'Select an industry' });
    expect(select.getAttribute('name')).toBe('industry');
    fireEvent.change(select, { target: { value: '1203' } });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/au/career-advice/salaries?industry=1203#salary-explorer',
    );
    fireEvent.change(select, { target: { value: '-1' } });
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#salary-explorer');
    expect(window.history.length).toBe(before);
  });
});
