/**
 * Writes the report the seeded download lead forms hand out (spec §4: after a download lead form is sent, its
 * confirmation links the form's document): a small, real one-page PDF at static/documents/hiring-outlook-2025.pdf,
 * which the build copies to dist/public, so the site serves it at /documents/hiring-outlook-2025.pdf with no
 * asset host (the seeded CMS asset points there). Plain PDF 1.4 with the standard Helvetica font, written by
 * hand so it needs no dependency; the bytes are the same on every run.
 *
 *   node scripts/documents/generate.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT_FILE = 'hiring-outlook-2025.pdf';
const out = path.join(root, 'static', 'documents', REPORT_FILE);

const TITLE = 'Hiring Outlook 2025';
const lines = [
  [24, TITLE],
  [12, 'What employers across Asia Pacific plan for the year ahead'],
  [11, ''],
  [11, 'Key findings'],
  [11, '- 6 in 10 employers plan to grow their teams in the next 12 months.'],
  [11, '- Healthcare, construction and technology lead job ad growth.'],
  [11, '- Candidates rank salary, flexibility and career growth as the top three drivers.'],
  [11, '- Employers who show the salary range in job ads receive more applications.'],
  [11, ''],
  [11, 'What to do next'],
  [11, '1. Review pay ranges against the market before you advertise.'],
  [11, '2. Say where flexible work is possible in the first lines of the ad.'],
  [11, '3. Describe the team and the first 90 days in the role.'],
];

/** A PDF string literal: backslashes and parentheses escaped (ISO 32000-1 §7.3.4.2). */
const literal = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function content() {
  let y = 780;
  const ops = ['BT'];
  for (const [size, text] of lines) {
    ops.push(`/F1 ${size} Tf`, `1 0 0 1 56 ${y} Tm`, `${literal(text)} Tj`);
    y -= size * 1.8;
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The PDF's bytes: catalog, pages, page, font, content stream and info, with an exact cross-reference table. */
export function reportPdf() {
  const stream = content();
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${literal(TITLE)} /Producer (scripts/documents/generate.mjs) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, reportPdf());
  console.log(`wrote ${path.relative(root, out)}`);
}
