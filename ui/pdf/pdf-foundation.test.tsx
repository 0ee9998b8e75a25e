import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { pdfFontFiles } from '../../scripts/lib/pdf-fonts.mjs';

import { saveBlob } from './download';
import { breakThaiWords, pdfFontFamily, pdfFonts, pdfFontsPath } from './fonts';
import { loadPdfRenderer } from './load';
import { pdfThaiText } from './thai-text';

const origin = 'http://candidate-th.localhost:8787';
const fontFile = (url: string) =>
  pdfFontFiles.find((f) => `${origin}${pdfFontsPath}/${path.basename(f)}` === url);

/** Serves /fonts/… from node_modules, as the built site serves the copies made by scripts/build.mjs. */
function serveFonts() {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const file = fontFile(url);
    if (!file) return new Response('not found', { status: 404 });
    return new Response(await readFile(path.join('node_modules', file)));
  });
  return requested;
}

type HappyWindow = { happyDOM: { setURL(url: string): void } };
beforeAll(() => (window as unknown as HappyWindow).happyDOM.setURL(`${origin}/th/`));
afterEach(() => vi.unstubAllGlobals());

describe('the PDF foundation', () => {
  it('imports the renderer once', async () => {
    const [a, b] = await Promise.all([loadPdfRenderer(), loadPdfRenderer()]);
    expect(a).toBe(b);
    expect(typeof a.pdf).toBe('function');
  });

  it('registers only files the build copies, and they exist', () => {
    for (const { files } of Object.values(pdfFonts)) {
      for (const file of Object.values(files)) {
        const source = fontFile(`${origin}${pdfFontsPath}/${file}`);
        expect(source, file).toBeDefined();
        expect(existsSync(path.join('node_modules', source!)), file).toBe(true);
      }
    }
  });

  it('uses Noto Sans for English and Bahasa, with Noto Sans Thai for Thai', async () => {
    const pdf = await loadPdfRenderer();
    expect(pdfFontFamily(pdf, 'en')).toBe('Noto Sans');
    expect(pdfFontFamily(pdf, 'id')).toBe('Noto Sans');
    expect(pdfFontFamily(pdf, 'th')).toEqual(['Noto Sans', 'Noto Sans Thai']);
    expect(pdf.Font.getRegisteredFontFamilies()).toEqual(
      expect.arrayContaining(['Noto Sans', 'Noto Sans Thai']),
    );
  });

  it('embeds the self-hosted Thai font in a Thai document', async () => {
    const requested = serveFonts();
    const renderer = await loadPdfRenderer();
    const { Document, Page, Text, pdf } = renderer;
    const fontFamily = pdfFontFamily(renderer, 'th');
    const doc = (
      <Document>
        <Page size="A2" style={{ fontFamily }}>
          <Text>{pdfThaiText('ผลสำรวจ Data Lab')}</Text>
        </Page>
      </Document>
    );
    const bytes = Buffer.from(await (await pdf(doc).toBlob()).arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/NotoSansThai/);
    expect(bytes).toMatch(/NotoSans-Regular|NotoSans\b/);
    expect(requested).toContain(`${origin}${pdfFontsPath}/noto-sans-thai-thai-400-normal.woff`);
  });

  it('keeps the last glyph of every Thai line, with SARA AM in it (pdftotext reads the whole text back)', async () => {
    serveFonts();
    const renderer = await loadPdfRenderer();
    const { Document, Page, Text, pdf } = renderer;
    const fontFamily = pdfFontFamily(renderer, 'th');
    // Each SARA AM (ำ) used to cost its line one glyph at the end: 'จำกัด' printed as 'จำกั'.
    const lines = ['บริษัท จำกัด', 'อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา', 'คำถามสัมภาษณ์', 'ทำงาน'];
    const doc = (
      <Document>
        <Page size="A4" style={{ fontFamily }}>
          {lines.map((line) => (
            <Text key={line}>{pdfThaiText(line)}</Text>
          ))}
        </Page>
      </Document>
    );
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'pdf-thai-')), 'thai.pdf');
    await writeFile(file, Buffer.from(await (await pdf(doc).toBlob()).arrayBuffer()));
    const { stdout } = await promisify(execFile)('pdftotext', ['-raw', file, '-']);
    // pdftotext puts spaces where it sees gaps (here at word breaks): compare the characters, every mark included.
    const characters = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
    const extracted = stdout.split('\n').map(characters);
    for (const line of lines) expect(extracted).toContain(characters(line));
  });

  it('breaks Thai at word boundaries and leaves other words to the default', () => {
    expect(breakThaiWords('ผลสำรวจความคิดเห็น', () => ['x']).join('')).toBe('ผลสำรวจความคิดเห็น');
    expect(breakThaiWords('ผลสำรวจความคิดเห็น', () => ['x']).length).toBeGreaterThan(1);
    expect(breakThaiWords('hello', (w) => [w, '!'])).toEqual(['hello', '!']);
  });

  it('saves a blob through a hidden link', () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    saveBlob(new Blob(['x']), 'report.pdf');
    expect(clicked).toEqual(['report.pdf']);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
