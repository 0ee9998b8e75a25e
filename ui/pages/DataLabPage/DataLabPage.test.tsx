import { cleanup, render, screen, within } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { emptyFilters } from '../../../model/rules/data-lab-filters';
import blocks from '../../blocks/blocks.vocab';
import { I18nProvider, preloadTranslations } from '../../i18n';
import dataLab from '../../i18n/data-lab.vocab';

import { DataLabPage } from './DataLabPage';
import type { DataLabPageProps, ResultTile } from './types';

const shares = (must: number) => [
  { level: 'must' as const, percentage: must },
  { level: 'delight' as const, percentage: 30 },
  { level: 'neutral' as const, percentage: 65 - must },
  { level: 'putOff' as const, percentage: 5 },
];
const tile = (name: string, sample: ResultTile['sample'] = 'ok'): ResultTile => ({
  name,
  respondents: sample === 'small' ? 60 : 400,
  sample,
  drivers:
    sample === 'missing'
      ? []
      : [
          {
            rank: 1,
            name: 'Salary',
            shares: shares(54),
            options: [{ name: 'Pay above market rate', shares: shares(60) }],
          },
          { rank: 2, name: 'Location', shares: shares(20), options: [] },
        ],
  secondary: [],
});

const base: DataLabPageProps = {
  state: 'results',
  country: 'au',
  countryName: 'Australia',
  selection: 'Industry: Accounting',
  tiles: [tile('Accounting')],
  respondents: 400,
  demographic: [
    { key: 'gender', name: 'Gender', sum: 400, results: [{ name: 'Female', count: 200, percentage: 50 }] },
  ],
  tips: [],
  aboutHref: '/th/market-insights/loa-about-the-research',
  period: { from: '2023-01', to: '2024-02' },
  employerNote: false,
  filters: {
    action: '/au/talent-attraction-lab/data-lab',
    drivers: [],
    values: emptyFilters,
    errors: {},
    draft: null,
    allLabel: 'All',
  },
  share: { url: 'http://localhost/au/talent-attraction-lab/data-lab', title: 'Data Lab' },
  report: {
    title: 'Talent Attraction Lab: Australia research report',
    href: 'http://127.0.0.1:8809/AbCdEfGhIjKlMnOpQrSt',
    fileName: 'talent-attraction-lab-au-report.pdf',
    sizeKb: 2,
  },
};

const show = (props: Partial<DataLabPageProps> = {}) =>
  render(
    <BraidTestProvider>
      <I18nProvider language="en">
        <DataLabPage {...base} {...props} />
      </I18nProvider>
    </BraidTestProvider>,
  );

beforeAll(() => preloadTranslations('en', [dataLab, blocks]));
afterEach(cleanup);

describe('DataLabPage', () => {
  it('shows the heading, legend, ranked drivers with their shares, who answered, the research link and period', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What attracts candidates');
    for (const label of ['Must-have', 'Delighted-if', 'Not-bothered', 'Put-off']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Must-have 54% · Delighted-if 30% · Not-bothered 11% · Put-off 5%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Who answered' })).toBeTruthy();
    const about = screen.getByRole('link', { name: /About the Research/ });
    expect(about.getAttribute('href')).toBe('/th/market-insights/loa-about-the-research');
    expect(about.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Survey conducted January 2023 to February 2024')).toBeTruthy();
    expect(screen.getByText(/Results for Industry: Accounting/)).toBeTruthy();
  });

  it('links the research report at the bottom as a download, with its title and size', () => {
    show();
    const link = screen.getByRole('link', { name: 'Download report' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8809/AbCdEfGhIjKlMnOpQrSt');
    expect(link.getAttribute('download')).toBe('talent-attraction-lab-au-report.pdf');
    expect(screen.getByText('Talent Attraction Lab: Australia research report')).toBeTruthy();
    expect(screen.getByText('PDF, 2 KB')).toBeTruthy();
    const about = screen.getByRole('link', { name: /About the Research/ });
    // At the bottom: after the results, before the research link.
    expect(link.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const ranked = screen.getByRole('heading', { name: 'Ranked drivers' });
    expect(ranked.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no Download report button when the country has no report', () => {
    show({ report: null });
    expect(screen.queryByRole('link', { name: 'Download report' })).toBeNull();
    expect(screen.queryByText(/research report/)).toBeNull();
  });

  it('shows the small-sample and no-data notices per tile', () => {
    show({ tiles: [tile('Mining', 'small'), tile('Farming', 'missing')] });
    expect(
      screen.getByText('Sample size for selected filters is small, so there is greater margin of error.'),
    ).toBeTruthy();
    const farming = screen.getByRole('heading', { name: 'Farming' }).parentElement!.parentElement!;
    expect(within(farming).queryByText('Salary')).toBeNull();
    expect(
      screen.getByText(
        "No data available yet for selected filters. We'll show this when we have enough responses.",
      ),
    ).toBeTruthy();
  });

  it('replaces the results with the empty state, and the employer note where asked', () => {
    show({ state: 'empty', tiles: [], employerNote: true });
    expect(screen.getByText(/We'll show this data when we have more responses/)).toBeTruthy();
    expect(screen.getByText(/across Australia/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ranked drivers' })).toBeNull();
    cleanup();
    show({ state: 'empty', tiles: [] });
    expect(screen.queryByText(/across Australia/)).toBeNull();
  });

  it('shows the invalid and failed states', () => {
    show({ state: 'invalid', tiles: [] });
    expect(screen.getByText(/Some filters can't be applied/)).toBeTruthy();
    cleanup();
    show({ state: 'failed', tiles: [] });
    expect(screen.getByRole('heading', { name: 'The Data Lab is unavailable right now' })).toBeTruthy();
  });
});
