/**
 * The research report of each country's Talent Attraction Lab survey (spec §2 Data Lab: 'Download report' at
 * the bottom of the results): a `DataLabReport` entry per country, titled in English and, on th and id, in the
 * country's language, whose `document` is a PDF asset (in DRAFT, sg's has none). The PDFs themselves are written to kv-seed/assets/,
 * where the local asset host (scripts/services/assets.mjs) serves them by handle.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { onePagePdf } from '../../investor.mjs';

import { handleFor } from './lib.mjs';

/** kv-seed/assets of this repository: the files of the seeded assets, by file name. */
export const DEFAULT_ASSET_FILES_DIR = fileURLToPath(new URL('../../../../kv-seed/assets/', import.meta.url));

/** Spec §9: the survey ran January 2023 to February 2024 in au and nz, April to May 2024 elsewhere. */
const period = (country) =>
  country === 'au' || country === 'nz' ? 'January 2023 to February 2024' : 'April 2024 to May 2024';

/** The report's title in the country's own language, by locale. */
const localTitles = {
  th: { th_TH: { title: 'รายงานวิจัย Talent Attraction Lab: ประเทศไทย' } },
  id: { id_ID: { title: 'Laporan riset Talent Attraction Lab: Indonesia' } },
};

/** The report's English title, the text its PDF opens with. */
export const reportTitle = (countryName) => `Talent Attraction Lab: ${countryName} research report`;

export const reportFileName = (country) => `talent-attraction-lab-${country}-report.pdf`;

/** The report's one-page PDF: its title, what it covers and when the survey ran (ASCII only). */
export function reportPdf(country, countryName) {
  return onePagePdf([
    reportTitle(countryName),
    'What attracts candidates: the drivers people rank when choosing a job.',
    `Survey conducted ${period(country)}.`,
    'Importance levels: Must-have, Delighted-if, Not-bothered, Put-off.',
  ]);
}

/**
 * Adds the country's report asset and its DataLabReport entry to the corpus, once per country.
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {string} country
 * @param {string} countryName
 */
export function addDataLabReport(corpus, country, countryName) {
  if (corpus.files['data-lab.json']?.some((entry) => entry.fields.country === country)) return;
  const key = `data-lab-report:${country}`;
  const fileName = reportFileName(country);
  const handle = handleFor(key);
  const document = corpus.add('assets.json', 'Asset', key, {
    fields: {
      handle,
      fileName,
      mimeType: 'application/pdf',
      size: Buffer.byteLength(reportPdf(country, countryName)),
      url: `https://ap-southeast-2.graphassets.com/${handle}`,
      alt: null,
    },
  });
  const title = reportTitle(countryName);
  corpus.add('data-lab.json', 'DataLabReport', country, {
    fields: { country, document },
    localizations: { default: { title }, ...localTitles[country] },
    // An editor is replacing Singapore's report: in DRAFT it has no document yet, so a preview of the sg
    // results shows no Download report button while the published page keeps it.
    ...(country === 'sg' ? { draft: { fields: { document: null } } } : {}),
  });
}

/**
 * Writes every country's report PDF to `dir` (kv-seed/assets/ by default).
 * @param {Record<string, string>} countryNames by country code
 */
export async function writeDataLabReportFiles(countryNames, dir = DEFAULT_ASSET_FILES_DIR) {
  for (const [country, name] of Object.entries(countryNames)) {
    await writeFile(join(dir, reportFileName(country)), reportPdf(country, name));
  }
}
