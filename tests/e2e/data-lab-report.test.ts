import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();
const folder = mkdtempSync(path.join(tmpdir(), 'data-lab-report-'));

/** Clicks the Download report link as a reader would and answers the saved file's name and text. */
async function downloadReport(page: Page, label: string) {
  const link = page.getByRole('link', { name: label });
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), link.click()]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return {
    name: download.suggestedFilename(),
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    box,
  };
}

describe('Data Lab Download report (spec §2)', { timeout: 90_000 }, () => {
  it('at 375 px: the Australian report downloads from the bottom of the results, the page stays', async () => {
    const { page, errors } = await browser.open(phone);
    const url = siteUrl(
      'employer-au',
      '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
    );
    await page.goto(url);
    await page.getByText('Talent Attraction Lab: Australia research report').waitFor();
    const report = await downloadReport(page, 'Download report');
    expect(report.name).toBe('talent-attraction-lab-au-report.pdf');
    expect(report.text).toContain('Talent Attraction Lab: Australia research report');
    expect(report.text).toContain('Survey conducted January 2023 to February 2024.');
    expect(report.info).toMatch(/Pages:\s+1\b/);
    // Inside the phone's width, below the results.
    expect(report.box!.x).toBeGreaterThanOrEqual(0);
    expect(report.box!.x + report.box!.width).toBeLessThanOrEqual(phone.width);
    const ranked = await page.getByRole('heading', { name: 'Ranked drivers' }).boundingBox();
    expect(report.box!.y).toBeGreaterThan(ranked!.y);
    expect(page.url()).toBe(url);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(folder, 'report-375.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('at 375 px on the Thai page: the button is in Thai and the Thai report downloads', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('candidate-th', '/th/th/talent-attraction-lab/data-lab'));
    expect(await page.getByText('Download report').count()).toBe(0);
    await page.getByText('รายงานวิจัย Talent Attraction Lab: ประเทศไทย').waitFor();
    const report = await downloadReport(page, 'ดาวน์โหลดรายงาน');
    expect(report.name).toBe('talent-attraction-lab-th-report.pdf');
    expect(report.text).toContain('Talent Attraction Lab: Thailand research report');
    expect(report.text).toContain('Survey conducted April 2024 to May 2024.');
    expect(errors).toEqual([]);
  });

  it('at 1280 px: the report sits below the results and tips, above the research link', async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-nz', '/nz/talent-attraction-lab/data-lab'));
    const link = page.getByRole('link', { name: 'Download report' });
    expect(await link.getAttribute('download')).toBe('talent-attraction-lab-nz-report.pdf');
    const about = await page
      .getByRole('main')
      .getByRole('link', { name: /About the Research/ })
      .boundingBox();
    const box = await link.boundingBox();
    expect(box!.y).toBeLessThan(about!.y);
    await page.screenshot({ path: path.join(folder, 'report-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
