import type { ResultGroup, ResultTile } from '../../pages/DataLabPage/types';

import type { PdfGroup, PdfTile } from './types';

/** Spec §9: the PDF shows the top 3 categories (ranked drivers) of each group. */
export const PDF_TOP_DRIVERS = 3;

const pdfGroup = ({ name, respondents, sample, drivers }: ResultGroup): PdfGroup => ({
  name,
  respondents,
  sample,
  drivers: [...drivers]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PDF_TOP_DRIVERS)
    .map(({ rank, name: driver, shares }) => ({ rank, name: driver, shares })),
});

/** The results page's tiles as the PDF shows them: each group's top 3 drivers, without their options. */
export function pdfTiles(tiles: ResultTile[]): PdfTile[] {
  return tiles.map((tile) => ({ ...pdfGroup(tile), secondary: tile.secondary.map(pdfGroup) }));
}

/** 'data-lab-au-industry-accounting-construction.pdf': the country and the selection, in ASCII. */
export function pdfFileName(country: string, parts: string[]): string {
  const slug = [country, ...parts]
    .join('-')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `data-lab-${slug || 'results'}.pdf`;
}
