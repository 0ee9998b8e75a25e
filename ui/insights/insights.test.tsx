import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';

import auJson from '../../kv-seed/datasets/insights-au.json';
import nzJson from '../../kv-seed/datasets/insights-nz.json';
// The test builds its views from the seeded datasets with the model's mappers, as the worker does.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { insightsDatasetSchema, type InsightsDataset } from '../../model/insights/dataset';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { insightsToolView, type InsightsToolName } from '../../model/insights/tools';
import { renderListing } from '../components/test-wrap';
import type { Language } from '../i18n';

import { InsightsTool } from './InsightsTool';

const datasets = {
  au: v.parse(insightsDatasetSchema, auJson),
  nz: v.parse(insightsDatasetSchema, nzJson),
};

afterEach(cleanup);

function show(name: InsightsToolName, data: InsightsDataset, language: Language = 'en') {
  return renderListing(<InsightsTool view={insightsToolView(name, data, 'genz')} />, language);
}

const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

/** The visible tables by caption (a hidden panel's table is not shown; role queries are slow on 29 tables). */
const visibleTables = () =>
  [...document.querySelectorAll('table')].filter((table) => !table.closest('[hidden]'));
const tableCalled = (caption: RegExp) => {
  const found = visibleTables().find((t) => caption.test(t.caption?.textContent ?? ''));
  if (!found) throw new Error(`no visible table ${caption}`);
  return found;
};
const bodyRows = (table: HTMLTableElement) => [...table.querySelectorAll('tbody tr')];
const headerTexts = (table: HTMLTableElement) =>
  [...table.querySelectorAll('thead th')].map((h) => h.textContent);

/** The list items a reader sees: none inside a closed disclosure. */
const shownItems = () =>
  screen.getAllByRole('listitem').filter((item) => !item.closest('details:not([open])'));

describe('salary explorer (spec §2, §9)', () => {
  it('lists all industries first, then the industries by title, under "Select an industry"', async () => {
    await show('salaryExplorer', datasets.au);
    const select = screen.getByLabelText('Select an industry') as unknown as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    expect(options[0]).toBe('All industries');
    expect(select.options[0]!.value).toBe('-1');
    expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a!.localeCompare(b!, 'en')));
    expect(options).toHaveLength(29);
  });

  it('shows the all-industries table: rank by position, the role, "$93,400" and "28%" with its rise marker', async () => {
    await show('salaryExplorer', datasets.au);
    const table = tableCalled(/All industries/);
    const headers = headerTexts(table);
    expect(headers).toEqual(['Rank', 'Industry', 'Role Type', 'Average salary', 'Salary Growth']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(20);
    expect(cells(rows[0]!)).toEqual([
      '1',
      'Trades & Services',
      'Fitter Technician',
      '$93,400',
      '▲Increase 28%',
    ]);
    expect(cells(rows[1]!)).toEqual([
      '2',
      'Engineering',
      'Licenced Aircraft Maintenance Engineer',
      '$144,800',
      '▲Increase 27%',
    ]);
    // The data's own ranks (454, 321, 218) are not positions: the table numbers from 1.
    expect(table.textContent).not.toContain('454');
  });

  it('switches to an industry and back to all industries', async () => {
    await show('salaryExplorer', datasets.au);
    const select = screen.getByLabelText('Select an industry');
    fireEvent.change(select, { target: { value: '6281' } });
    expect(visibleTables()).toHaveLength(1);
    expect(tableCalled(/Information & Communication Technology/)).toBeTruthy();
    fireEvent.change(select, { target: { value: '-1' } });
    expect(visibleTables()).toHaveLength(1);
    expect(cells(bodyRows(tableCalled(/All industries/))[0]!)[2]).toBe('Fitter Technician');
  });

  it('marks zero or negative growth apart from positive growth', async () => {
    await show('highestPaying', datasets.au);
    const text = screen.getByRole('table').textContent ?? '';
    expect(text).toMatch(/▼No increase -\d+%/);
  });

  it('shows NZ "Detailer", "$57,900", "21%" first', async () => {
    await show('salaryExplorer', datasets.nz);
    const table = tableCalled(/All industries/);
    expect(cells(bodyRows(table)[0]!)).toEqual([
      '1',
      'Trades & Services',
      'Detailer',
      '$57,900',
      '▲Increase 21%',
    ]);
  });
});

describe('job-growth table (spec §2, §5, §9)', () => {
  it('links each role and "View jobs" to the job search in a new tab', async () => {
    await show('jobGrowth', datasets.au);
    const table = tableCalled(/All industries/);
    const headers = headerTexts(table);
    expect(headers).toEqual(['Rank', 'Industry', 'Role', 'Job ad growth', 'Average salary', 'Job Ads']);
    expect(bodyRows(table)).toHaveLength(20);
    const first = bodyRows(table)[0]!;
    const [role, jobs] = [...first.querySelectorAll('a')];
    expect(role!.href).toBe('https://www.seek.com.au/facilities-manager-jobs');
    expect(jobs!.textContent).toBe('View jobs');
    expect(jobs!.href).toBe('https://www.seek.com.au/facilities-manager-jobs-in-real-estate-property');
    expect(jobs!.target).toBe('_blank');
    expect(jobs!.rel).toContain('noopener');
  });

  it('offers the AU industries in a dropdown and NZ the overall table only', async () => {
    await show('jobGrowth', datasets.au);
    expect(screen.getByLabelText('Select an industry')).toBeTruthy();
    cleanup();
    await show('jobGrowth', datasets.nz);
    expect(screen.queryByLabelText('Select an industry')).toBeNull();
    expect(visibleTables()).toHaveLength(1);
    // NZ's row of no growth shows no indicator (spec §5).
    const zero = bodyRows(tableCalled(/All industries/)).find((r) => cells(r)[3] === '');
    expect(zero).toBeTruthy();
    expect(zero!.textContent).not.toMatch(/[▲▼]/);
  });
});

describe('happiness summary card (spec §2, §9)', () => {
  it('shows the first 5 drivers with bars as wide as their value, the first 3 stronger', async () => {
    await show('happinessSummary', datasets.au);
    expect(
      screen.getByRole('heading', { name: 'What impacts happiness at work for Australians' }),
    ).toBeTruthy();
    const items = shownItems();
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.textContent)).toEqual([
      '1Purpose at work92%',
      '2Their manager79%',
      '3day-to-day role responsibilities74%',
      '4company culture65%',
      '5Stress levels63%',
    ]);
    const bar = items[0]!.querySelector('[style*="width"]') as HTMLElement;
    expect(bar.style.width).toBe('92%');
    expect(items[0]!.className).not.toBe(items[3]!.className);
  });

  it("'Show all 17 factors' reveals all 17, and the button goes (no way back)", async () => {
    await show('happinessSummary', datasets.nz);
    expect(
      screen.getByRole('heading', { name: 'What impacts happiness at work for New Zealanders' }),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole('listitem')
        .map((i) => i.textContent)
        .slice(0, 2),
    ).toEqual(['1Purpose at work96%', '2day-to-day role responsibilities95.5%']);
    expect(shownItems()).toHaveLength(5);
    // A disclosure: it opens without script too.
    const summary = screen.getByText('Show all 17 factors');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(shownItems()).toHaveLength(17);
    expect(document.activeElement?.tagName).toBe('OL');
  });
});

describe('generational card (spec §2, §9)', () => {
  it('has the generation tabs, and each panel its badge, top 5 and least important drivers', async () => {
    await show('generations', datasets.au);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Baby Boomers', 'Gen X', 'Millennials', 'Gen Z']);
    expect(screen.getByRole('tablist', { name: 'Generation' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: 'What impacts happiness at work for Baby Boomers?' }),
    ).toBeTruthy();
    expect(panel.textContent).toContain('61%');
    expect(panel.textContent).toContain('happy*');
    expect(panel.textContent).toContain('Most important');
    expect(panel.textContent).toContain('% happy');
    expect(panel.textContent).toContain('Least important');
    fireEvent.click(screen.getByRole('tab', { name: 'Gen Z' }));
    const genZ = screen.getByRole('tabpanel');
    expect(
      within(genZ).getByRole('heading', { name: 'What impacts happiness at work for Gen Z?' }),
    ).toBeTruthy();
    expect(genZ.textContent).toContain('50%');
  });

  it('shows the AU percentages 61, 52, 58, 50 and no NZ badge (-1)', async () => {
    await show('generations', datasets.au);
    const badges = [...document.querySelectorAll('[role=tabpanel]')].map(
      (p) => /(\d+)%happy\*/.exec(p.textContent ?? '')?.[1],
    );
    expect(badges).toEqual(['61', '52', '58', '50']);
    cleanup();
    await show('generations', datasets.nz);
    expect(document.body.textContent).not.toContain('happy*');
    expect(document.body.textContent).not.toContain('* somewhat / extremely happy at work overall');
  });
});

describe('generations chart (spec §2, §9)', () => {
  it('is a table of the drivers from the 15th on, with the footnote when happiness is above 0', async () => {
    await show('generationsChart', datasets.au);
    const rows = bodyRows(document.querySelector('table')!);
    expect(rows.map((r) => cells(r)[0])).toEqual(['15', '16', '17']);
    expect(screen.getByText('* somewhat / extremely happy at work overall')).toBeTruthy();
    cleanup();
    await show('generationsChart', datasets.nz);
    expect(screen.queryByText('* somewhat / extremely happy at work overall')).toBeNull();
  });
});

describe('translations', () => {
  it('speaks Thai and Bahasa', async () => {
    await show('salaryExplorer', datasets.au, 'th');
    expect(screen.getByLabelText('เลือกอุตสาหกรรม')).toBeTruthy();
    expect(headerTexts(tableCalled(/ทุกอุตสาหกรรม/))).toContain('เงินเดือนเฉลี่ย');
    cleanup();
    await show('happinessSummary', datasets.au, 'id');
    expect(screen.getByText('Tampilkan semua 17 faktor').tagName).toBe('SUMMARY');
  });
});
