import { describe, expect, it } from 'vitest';

import type { ResultTile } from '../../pages/DataLabPage/types';

import { pdfFileName, pdfTiles } from './snapshot';

const shares = (must: number) => [
  { level: 'must' as const, percentage: must },
  { level: 'delight' as const, percentage: 100 - must },
  { level: 'neutral' as const, percentage: 0 },
  { level: 'putOff' as const, percentage: 0 },
];
const drivers = ['Salary', 'Location', 'Purpose', 'Job security', 'Company culture'].map((name, i) => ({
  rank: 5 - i,
  name,
  shares: shares(10 * (i + 1)),
  options: [{ name: `${name} option`, shares: shares(50) }],
}));
const group = (name: string) => ({ name, respondents: 120, sample: 'ok' as const, drivers });

describe('the PDF snapshot (spec §9)', () => {
  it('keeps the top 3 drivers of every group, by rank, without their options', () => {
    const tiles: ResultTile[] = [{ ...group('Accounting'), secondary: [group('Female')] }];
    const [tile] = pdfTiles(tiles);
    expect(tile!.drivers.map((d) => [d.rank, d.name])).toEqual([
      [1, 'Company culture'],
      [2, 'Job security'],
      [3, 'Purpose'],
    ]);
    expect(tile!.drivers[0]).not.toHaveProperty('options');
    expect(tile!.secondary[0]!.drivers).toHaveLength(3);
  });

  it('names the file after the country and the selection, in ASCII', () => {
    expect(pdfFileName('au', ['Industry', 'Accounting', 'Healthcare & Medical', '', 'Gen Z'])).toBe(
      'data-lab-au-industry-accounting-healthcare-medical-gen-z.pdf',
    );
    expect(pdfFileName('th', ['All'])).toBe('data-lab-th-all.pdf');
  });
});
