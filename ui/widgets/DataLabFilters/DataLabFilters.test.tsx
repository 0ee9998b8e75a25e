import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { DataLabFiltersProps } from '../../../model/data-lab';
import { emptyFilters } from '../../../model/rules/data-lab-filters';
import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import dataLab from '../../i18n/data-lab.vocab';

import { DataLabFilters } from './DataLabFilters';
import { navigate } from './use-filter-form';

const option = (name: string) => ({ name, label: name });
const props: DataLabFiltersProps = {
  action: '/au/talent-attraction-lab/data-lab',
  drivers: [
    { name: 'Industry', label: 'Industry', options: ['Accounting', 'Construction', 'Retail'].map(option) },
    { name: 'Gender', label: 'Gender', options: ['Female', 'Male'].map(option) },
  ],
  values: emptyFilters,
  errors: {},
  draft: null,
  allLabel: 'All',
};

const show = async (overrides: Partial<DataLabFiltersProps> = {}) => {
  await renderListing(<DataLabFilters {...props} {...overrides} />);
};
const select = (name: string) => screen.getByRole('combobox', { name }) as unknown as HTMLSelectElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

beforeAll(() => preloadTranslations('en', [dataLab]));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataLabFilters', () => {
  it('starts at All with the dependents disabled', async () => {
    await show();
    expect(select('Primary driver').value).toBe('All');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Choose a primary driver other than All first.')).toBeTruthy();
    expect(select('Secondary driver').disabled).toBe(true);
    // It says why it waits, for a reader with script or without (who sends the form to change it).
    const reason = document.getElementById(select('Secondary driver').getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Choose one or two primary driver options first.');
  });

  it('enables the options, then the secondary driver without the primary, then its options', async () => {
    await show();
    fireEvent.change(select('Primary driver'), { target: { value: 'Industry' } });
    expect(select('Secondary driver').disabled).toBe(true);
    fireEvent.click(box('Accounting'));
    expect(select('Secondary driver').disabled).toBe(false);
    const offered = [...select('Secondary driver').options].map((o) => o.value);
    expect(offered).toEqual(['', 'Gender']);
    fireEvent.change(select('Secondary driver'), { target: { value: 'Gender' } });
    expect(box('Female')).toBeTruthy();
  });

  it('refuses a third option with the message', async () => {
    await show({ values: { ...emptyFilters, primaryDriver: 'Industry' } });
    fireEvent.click(box('Accounting'));
    fireEvent.click(box('Construction'));
    fireEvent.click(box('Retail'));
    expect(box('Retail').checked).toBe(false);
    expect(screen.getByText('Select up to two options')).toBeTruthy();
  });

  it('clears the dependents when the primary driver goes back to All', async () => {
    const chosen = {
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Retail'],
      secondaryDriver: 'Gender',
      secondaryDriverOptions: ['Male'],
    };
    await show({ values: chosen });
    fireEvent.change(select('Primary driver'), { target: { value: 'All' } });
    expect(select('Secondary driver').value).toBe('');
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    apply();
    expect(go).toHaveBeenCalledWith('/au/talent-attraction-lab/data-lab?primaryDriver=All');
  });

  it('validates on Apply and does not navigate while a rule is broken', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    await show();
    fireEvent.change(select('Primary driver'), { target: { value: 'Industry' } });
    apply();
    expect(screen.getByText('Select at least one option')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows loading on Apply, then navigates with the underscore-joined query and the draft', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    await show({ draft: 'true', values: { ...emptyFilters, primaryDriver: 'Industry' } });
    fireEvent.click(box('Accounting'));
    fireEvent.click(box('Retail'));
    apply();
    expect(go).toHaveBeenCalledWith(
      '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting_Retail&draft=true',
    );
    expect(screen.getByRole('button', { name: 'Applying filters' })).toBeTruthy();
  });

  it('Clear all resets to All and empties the rest; the badge counts by the spec formula', async () => {
    const chosen = {
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Retail', 'Accounting'],
      secondaryDriver: 'Gender',
      secondaryDriverOptions: ['Male'],
    };
    await show({ values: chosen });
    const badge = (name: string) =>
      screen.getByRole('button', { name: `Filters ${name}` }).querySelector('[aria-hidden="true"]');
    expect(badge('5 filters chosen')?.textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(select('Primary driver').value).toBe('All');
    expect(badge('No filters chosen')?.textContent).toBe('0');
  });

  it("shows the server's messages, and drops one when its field changes", async () => {
    await show({
      values: { ...emptyFilters, primaryDriver: 'Industry' },
      errors: { primaryDriverOptions: 'Invalid delimiter' },
    });
    expect(screen.getByText('Invalid delimiter. Only "_" are allowed.')).toBeTruthy();
    fireEvent.click(box('Retail'));
    expect(screen.queryByText('Invalid delimiter. Only "_" are allowed.')).toBeNull();
  });
});
