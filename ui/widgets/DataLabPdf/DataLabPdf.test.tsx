import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import dataLab from '../../i18n/data-lab.vocab';
import { fontFileResponse } from '../../pdf/test-fonts';

import { DataLabPdf } from './DataLabPdf';
import type { DataLabPdfProps } from './types';

const shares = (must: number) => [
  { level: 'must' as const, percentage: must },
  { level: 'delight' as const, percentage: 90 - must },
  { level: 'neutral' as const, percentage: 8 },
  { level: 'putOff' as const, percentage: 2 },
];

// The snapshot the results page gives the island (ui/pages/DataLabPage): one industry, its top 3 drivers.
const snapshot: DataLabPdfProps = {
  language: 'en',
  fileName: 'data-lab-au-industry-accounting.pdf',
  selection: 'Industry: Accounting',
  respondents: 120,
  period: 'Survey conducted January 2023 to February 2024',
  tiles: [
    {
      name: 'Accounting',
      respondents: 120,
      sample: 'ok',
      drivers: [
        { rank: 1, name: 'Work-life balance', shares: shares(55) },
        { rank: 2, name: 'Salary', shares: shares(52) },
        { rank: 3, name: 'Job security', shares: shares(47) },
      ],
      secondary: [],
    },
  ],
  demographic: [
    {
      key: 'location',
      name: 'Location',
      sum: 120,
      results: [{ name: 'New South Wales', count: 50, percentage: 42 }],
    },
  ],
};

/** The site's font files (scripts/build.mjs copies them to /fonts/), or none when `fontsServed` is false. */
let fontsServed = true;
const fontRequests: string[] = [];

/** What the browser saved: the hidden link's file name and the file it pointed at. */
let saved: { fileName: string; blob: Blob } | null = null;

beforeAll(async () => {
  await preloadTranslations('en', [dataLab]);
  vi.stubGlobal('fetch', async (url: string) => {
    fontRequests.push(url);
    const font = fontsServed ? await fontFileResponse(url) : null;
    return font ?? new Response('', { status: 404 });
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  fontsServed = true;
  saved = null;
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:pdf-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved = { fileName: this.download, blob };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The saved PDF's text, as a reader copying it out would get it. */
async function pdfText(blob: Blob): Promise<string> {
  const file = path.join(tmpdir(), `data-lab-widget-${process.pid}.pdf`);
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('DataLabPdf', () => {
  // First, while the renderer has no fonts yet: it keeps fonts it has loaded for the page.
  it('says what went wrong when the PDF cannot be made, and keeps the button to try again', async () => {
    fontsServed = false;
    await renderListing(<DataLabPdf {...snapshot} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Something went wrong: .+/), {
      timeout: 20_000,
    });
    expect(fontRequests.some((url) => url.endsWith('/fonts/noto-sans-latin-400-normal.woff'))).toBe(true);
    expect(saved).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('aria-disabled')).toBe(false);

    // Once the fonts are there, the same button makes the PDF.
    fontsServed = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved?.fileName).toBe('data-lab-au-industry-accounting.pdf'), {
      timeout: 20_000,
    });
    expect(screen.getByRole('status').textContent).toBe('');
  }, 30_000);
  it('makes the snapshot in the browser and saves it under its file name, saying it is loading meanwhile', async () => {
    await renderListing(<DataLabPdf {...snapshot} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const button = screen.getByRole('button', { name: 'Loading ...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A second press while it is made starts nothing more.
    fireEvent.click(button);

    await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 20_000 });
    expect(saved?.fileName).toBe('data-lab-au-industry-accounting.pdf');
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
    const text = await pdfText(saved!.blob);
    for (const shown of [
      'What attracts candidates',
      'Results for Industry: Accounting · 120 respondents',
      '1. Work-life balance',
      '3. Job security',
      'Survey conducted January 2023 to February 2024',
    ]) {
      expect(text).toContain(shown);
    }
    expect(screen.getByRole('status').textContent).toBe('');
  }, 30_000);
});
