import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();
const soon = { timeout: 20_000 };
const folder = mkdtempSync(path.join(tmpdir(), 'data-lab-pdf-'));

interface PdfIslandProps {
  tiles: { name: string; drivers: { name: string }[] }[];
}

/** Opens the results, clicks Download PDF and answers the saved file's text and page size, and the requests. */
async function downloadPdf(page: Page, url: string) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(url);
  const island = page.locator('[data-island="DataLabPdf"]');
  await page.waitForSelector('[data-island="DataLabPdf"][data-island-hydrated="true"]', { timeout: 30_000 });
  const props = JSON.parse((await island.getAttribute('data-island-props'))!) as PdfIslandProps;
  const before = [...requests];
  const button = island.getByRole('button');
  const [download] = await Promise.all([page.waitForEvent('download', soon), button.click()]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    props,
    before,
    after: requests.slice(before.length),
    text,
    info,
    name: download.suggestedFilename(),
  };
}

/**
 * A Thai text's letters without its vowel and tone marks: pdftotext moves a raised mark after the next letter,
 * so names are compared by their letters, in order.
 */
const letters = (text: string) => text.normalize('NFKD').replace(/[\s\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g, '');

/** pdfinfo's page size line for A2: 1190.55 x 1683.78 pts. */
const a2 = /Page size:\s+1190\.\d+ x 1683\.\d+ pts \(A2\)/;

describe('Data Lab Download PDF (spec §2, §4, §8, §9)', { timeout: 120_000 }, () => {
  it('English: an A2 file with the top 3 drivers of each group, the renderer loaded only on click', async () => {
    const { page, errors } = await browser.open(desktop);
    const query =
      'primaryDriver=Industry&primaryDriverOptions=Accounting_Construction&secondaryDriver=Gender&secondaryDriverOptions=Female';
    const pdf = await downloadPdf(
      page,
      siteUrl('employer-au', `/au/talent-attraction-lab/data-lab?${query}`),
    );
    expect(pdf.before.some((p) => /react-pdf|DataLabDocument|\/fonts\//.test(p))).toBe(false);
    expect(pdf.after.some((p) => /react-pdf/.test(p))).toBe(true);
    expect(pdf.after).toContain('/fonts/noto-sans-latin-400-normal.woff');
    expect(pdf.name).toBe('data-lab-au-industry-accounting-construction-gender-female.pdf');
    expect(pdf.info).toMatch(a2);
    expect(pdf.info).toMatch(/Pages:\s+1\b/);
    expect(pdf.text).toContain('What attracts candidates');
    expect(pdf.text).toContain('Results for Industry: Accounting, Construction · Gender: Female');
    expect(pdf.text).toMatch(/Survey conducted January 2023 to February 2024/);
    expect(pdf.text).toContain('Who answered');
    expect(pdf.props.tiles.map((t) => t.name)).toEqual(['Accounting', 'Construction']);
    for (const tile of pdf.props.tiles) {
      expect(tile.drivers).toHaveLength(3);
      expect(pdf.text).toContain(tile.name);
      for (const driver of tile.drivers) expect(pdf.text).toContain(driver.name);
    }
    expect(pdf.text).toMatch(/Must-have \d+%/);
    expect(await page.locator('[data-island="DataLabPdf"] button').innerText()).toBe('Download PDF');
    expect(errors).toEqual([]);
  });

  it('Thai: Thai text is extracted as text from the A2 file (self-hosted Noto Sans Thai)', async () => {
    const { page, errors } = await browser.open(phone);
    const url = siteUrl(
      'candidate-th',
      '/th/th/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
    );
    const pdf = await downloadPdf(page, url);
    expect(pdf.after).toContain('/fonts/noto-sans-thai-thai-400-normal.woff');
    expect(pdf.info).toMatch(a2);
    const text = pdf.text.normalize('NFKD');
    expect(text).toContain('อะไรดึงดูดผู้สมัครงาน');
    expect(text).toContain('บัญชี');
    const [tile] = pdf.props.tiles;
    expect(tile!.drivers).toHaveLength(3);
    for (const driver of tile!.drivers) {
      expect(driver.name).toMatch(/\p{Script=Thai}/u);
      expect(letters(text)).toContain(letters(driver.name));
    }
    expect(errors).toEqual([]);
  });

  it('says what went wrong when the renderer cannot be loaded, and lets the reader try again', async () => {
    const { page } = await browser.open(desktop);
    // The renderer's chunk answers once the reader has seen 'Loading ...', and fails: then the reason (spec §8).
    let loadingSeen = () => {};
    const seen = new Promise<void>((resolve) => (loadingSeen = resolve));
    await page.route(/react-pdf/, async (route) => {
      await seen;
      await route.abort();
    });
    await page.goto(siteUrl('candidate-au', '/au/talent-attraction-lab/data-lab'));
    await page.waitForSelector('[data-island="DataLabPdf"][data-island-hydrated="true"]', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByRole('button', { name: 'Loading ...' }).waitFor(soon);
    loadingSeen();
    await page.getByText(/^Something went wrong: .+/).waitFor(soon);
    expect(await page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(true);
  });
});
