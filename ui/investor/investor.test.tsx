import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockViewOf } from '../../model/blocks/registry';
import { showBlock } from '../blocks/block-test-fixtures';

afterEach(cleanup);

const widget = (fields: Partial<BlockViewOf<'InvestorWidget'>>): BlockViewOf<'InvestorWidget'> => ({
  __typename: 'InvestorWidget',
  id: 'w',
  variant: 'SharePrice',
  ...fields,
});
const quote = {
  date: '2026-11-24',
  lastPrice: 1234.5,
  movementPercent: 0,
  open: 1230,
  high: 1240.126,
  low: 1229.994,
  volume: 12345678,
  exchange: 'ASX',
  symbol: 'SEK',
};

describe('investor widgets', () => {
  it('share price: A$ to 2 decimals, volume grouped, a change of 0 in the critical tone', async () => {
    await showBlock(widget({ quote }));
    expect(screen.getByText('A$1,234.50')).toBeTruthy();
    expect(screen.getByText('A$1,240.13')).toBeTruthy();
    expect(screen.getByText('12,345,678')).toBeTruthy();
    const change = screen.getByText(/Change today: 0\.00%/);
    expect(change.className).toMatch(/critical/);
    await showBlock(widget({ quote: { ...quote, movementPercent: 0.5 } }));
    expect(screen.getByText(/Change today: \+0\.50%/).className).toMatch(/positive/);
  });

  it('dividends: a table with the type of each code, Unknown for an unknown one', async () => {
    await showBlock(
      widget({
        variant: 'Dividends',
        dividends: [
          { paymentDate: '2021-05-24', kind: 'dividend', amount: 0.24, franking: 100 },
          { paymentDate: '2020-01-01', kind: 'unknown', amount: 0.1, franking: 0 },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Dividends' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Payment dateTypeAmount per shareFranking',
      '24 May 2021DividendA$0.24100%',
      '1 Jan 2020UnknownA$0.100%',
    ]);
  });

  it('announcements: the year filter is a GET form and page links keep the year', async () => {
    await showBlock(
      widget({
        variant: 'Announcements',
        announcements: {
          headlines: [
            { id: '1', title: 'Half Year Results', date: '2024-02-19', pdfUrl: 'https://x.example/1.pdf' },
          ],
          totalPages: 3,
          years: [2025, 2024],
          position: { path: '/about/asx-announcements', page: 2, year: 2024 },
        },
      }),
    );
    const form = screen.getByRole('button', { name: 'Show' }).closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/about/asx-announcements');
    expect(screen.getByRole('option', { name: '2024', selected: true })).toBeTruthy();
    expect(screen.getByText('Announcements of 2024 · Page 2 of 3')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Half Year Results/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe(
      '/about/asx-announcements/3?year=2024',
    );
  });

  it('no data: the panel of spec §8', async () => {
    await showBlock(widget({ variant: 'Dividends', unavailable: true }));
    expect(screen.getByRole('heading', { name: "We're working on it." })).toBeTruthy();
    expect(
      screen.getByText("We can't show this data right now. We're doing our best to fix this."),
    ).toBeTruthy();
    expect(screen.getByText('Try refreshing the page or check back later.')).toBeTruthy();
  });

  it('document list: the documents of the year and page of the address', async () => {
    await showBlock({
      __typename: 'DocumentList',
      id: 'dl',
      groupName: 'Reports',
      pageSize: 1,
      yearFilter: true,
      documents: [
        {
          id: 'a',
          title: 'Annual Report 2024',
          date: '2024-08-20',
          type: 'Annual report',
          url: 'https://x.example/a.pdf',
        },
        { id: 'b', title: 'Half-year 2024', date: '2024-02-20', type: null, url: null },
        { id: 'c', title: 'Annual Report 2023', date: '2023-08-20', type: null, url: null },
      ],
      position: { path: '/about/investors', page: 9, year: 2024 },
    });
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    // Beyond the last page of 2024: its last page.
    expect(screen.getByText('Showing 2–2 of 2 documents')).toBeTruthy();
    expect(screen.getByText('Half-year 2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe(
      '/about/investors/1?year=2024',
    );
  });
});
