/**
 * Investor data provider stand-in (spec §7 "Investor provider GET", §3 share price, dividend, announcement
 * headline), answering from kv-seed/datasets/investor.json:
 * - `GET /v1/quote`: the share price quote;
 * - `GET /v1/dividends`: `{ dividends }`, newest payment first;
 * - `GET /v1/headlines?pageNumber=N[&year=YYYY]`: a page of announcement headlines, newest first, with
 *   `totalPages`, `pageNumber` and `filterValues.years` (the years that have announcements, newest first);
 * - `GET /v1/announcements/{articleID}.pdf`: the announcement's document (a one-page PDF).
 */
import { loadDataset } from './datasets.mjs';
import { HttpError, json, route } from './http.mjs';

/** Headlines per page of `/v1/headlines`. */
export const HEADLINES_PAGE_SIZE = 10;

/**
 * @typedef {{ articleID: string, HeadlineText: string, date: string }} Announcement
 * @typedef {{ quote: object, dividends: object[], announcements: Announcement[] }} InvestorDataset
 */

/**
 * A positive whole number from a query parameter, or the fallback when absent.
 * @param {string | null} raw
 * @param {string} name
 * @param {number | undefined} fallback
 */
function wholeNumber(raw, name, fallback) {
  if (raw === null || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new HttpError(400, `${name} is required`, { fields: { [name]: 'Required' } });
  }
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new HttpError(400, `${name} must be a whole number from 1`, {
      fields: { [name]: 'Invalid number' },
    });
  }
  return Number(raw);
}

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'investor',
  port: 8804,
  async create({ datasetsDir }) {
    /** @type {InvestorDataset} */
    const dataset = await loadDataset(datasetsDir, 'investor.json');
    const announcements = [...dataset.announcements].sort((a, b) => b.date.localeCompare(a.date));
    const years = [...new Set(announcements.map((a) => Number(a.date.slice(0, 4))))];
    const byId = new Map(announcements.map((a) => [a.articleID, a]));

    return [
      route('GET', /^\/v1\/quote$/, () => json(200, dataset.quote)),
      route('GET', /^\/v1\/dividends$/, () => json(200, { dividends: dataset.dividends })),
      route('GET', /^\/v1\/headlines$/, ({ url }) => {
        const pageNumber = wholeNumber(url.searchParams.get('pageNumber'), 'pageNumber', 1);
        const year = url.searchParams.get('year')
          ? wholeNumber(url.searchParams.get('year'), 'year', 0)
          : null;
        const matching =
          year === null ? announcements : announcements.filter((a) => a.date.startsWith(`${year}`));
        const start = (pageNumber - 1) * HEADLINES_PAGE_SIZE;
        return json(200, {
          totalPages: Math.ceil(matching.length / HEADLINES_PAGE_SIZE),
          pageNumber,
          headlines: matching.slice(start, start + HEADLINES_PAGE_SIZE).map((a) => ({
            ...a,
            pdfLink: `/v1/announcements/${a.articleID}.pdf`,
          })),
          filterValues: { years },
        });
      }),
      route('GET', /^\/v1\/announcements\/(?<articleID>\d+)\.pdf$/, ({ params }) => {
        const announcement = byId.get(params.articleID ?? '');
        if (!announcement)
          throw new HttpError(404, 'Announcement not found', { articleID: params.articleID });
        return {
          status: 200,
          raw: onePagePdf([announcement.HeadlineText, `Released ${announcement.date.slice(0, 10)}`]),
          headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=3600' },
        };
      }),
    ];
  },
};

/**
 * A valid one-page A4 PDF showing `lines` in Helvetica, with a correct cross-reference table. It is all
 * ASCII (other characters become '?'), so its text is its bytes.
 * @param {string[]} lines
 * @returns {string}
 */
export function onePagePdf(lines) {
  const escape = (text) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i ? 12 : 18} Tf 56 ${780 - i * 28} Td (${escape(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
