import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { withContext } from '../content/test-context';
import { loadDataLabReport } from '../data-lab/report';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';
import { COUNTRY_NAMES } from '../site/country-names';
import { countries } from '../site/sites';

const app = createApp();
const results = (site: string, path: string) =>
  `http://${site}.localhost${path}/talent-attraction-lab/data-lab`;

/** The Download report link of a page: its href, download and text. */
function reportLink(html: string) {
  const anchor =
    /<a[^>]*\bdownload="[^"]*"[^>]*>(?:(?!<\/a>).)*Download report|<a[^>]*\bdownload="[^"]*"[^>]*>(?:(?!<\/a>).)*(?:ดาวน์โหลดรายงาน|Unduh laporan)/s.exec(
      html,
    )?.[0];
  if (!anchor) return null;
  return {
    href: /\bhref="([^"]*)"/.exec(anchor)?.[1] ?? '',
    download: /\bdownload="([^"]*)"/.exec(anchor)?.[1] ?? '',
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Download report (spec §2 Data Lab)', () => {
  it.each(countries)(
    'links %s to its research report on the local asset host, which serves the PDF',
    async (country) => {
      for (const audience of ['candidate', 'employer']) {
        const res = await app.request(results(`${audience}-${country}`, `/${country}`), {}, env);
        expect(res.status).toBe(200);
        const html = await res.text();
        const link = reportLink(html);
        expect(link, `${audience}-${country}`).not.toBeNull();
        expect(link!.download).toBe(`talent-attraction-lab-${country}-report.pdf`);
        expect(link!.href).toMatch(new RegExp(`^${env.CMS_ASSET_HOST}/[A-Za-z0-9]{20}$`));
        expect(html).toContain(`Talent Attraction Lab: ${COUNTRY_NAMES[country]} research report`);

        const file = await fetch(link!.href);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        expect(file.headers.get('content-disposition')).toContain(
          `attachment; filename="talent-attraction-lab-${country}-report.pdf"`,
        );
        const body = await file.text();
        expect(body.startsWith('%PDF-1.4')).toBe(true);
        expect(body).toContain(`(Talent Attraction Lab: ${COUNTRY_NAMES[country]} research report) Tj`);
      }
    },
  );

  it('names the report and the button in Thai and Bahasa on /th and /id', async () => {
    const th = await (await app.request(results('candidate-th', '/th/th'), {}, env)).text();
    expect(th).toMatch(/download="talent-attraction-lab-th-report.pdf"[^>]*>(?:(?!<\/a>).)*ดาวน์โหลดรายงาน/s);
    expect(th).toContain('รายงานวิจัย Talent Attraction Lab: ประเทศไทย');
    expect(th).not.toContain('Download report');
    const id = await (await app.request(results('employer-id', '/id/id'), {}, env)).text();
    expect(id).toMatch(/download="talent-attraction-lab-id-report.pdf"[^>]*>(?:(?!<\/a>).)*Unduh laporan/s);
    expect(id).toContain('Laporan riset Talent Attraction Lab: Indonesia');
    expect(id).not.toContain('Download report');
  });

  it('shows no button where the report has no document (sg in DRAFT), and the published page keeps it', async () => {
    const token = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const preview = await app.request(
      `${results('candidate-sg', '/sg')}?draft=true`,
      { headers: { cookie: `${PREVIEW_COOKIE}=${token}` } },
      env,
    );
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('What attracts candidates');
    expect(reportLink(html)).toBeNull();
    expect(html).not.toContain('talent-attraction-lab-sg-report.pdf');
    const published = await (await app.request(results('candidate-sg', '/sg'), {}, env)).text();
    expect(reportLink(published)?.download).toBe('talent-attraction-lab-sg-report.pdf');
  });
});

describe('loadDataLabReport', () => {
  it('answers null for a country the CMS has no report of', async () => {
    const { result, error } = await withContext('http://employer-au.localhost/x', (c) =>
      loadDataLabReport(c, 'xx'),
    );
    expect(error).toBeUndefined();
    expect(result).toBeNull();
  });

  it('answers null, and logs, when the CMS cannot be read: the page shows no dead link', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await withContext(
      'http://employer-nz.localhost/x',
      (c) => loadDataLabReport(c, 'nz'),
      { env: { HYGRAPH_CONTENT_API: 'http://127.0.0.1:9/graphql' }, preview: true },
    );
    expect(result).toBeNull();
    expect(log).toHaveBeenCalledWith('Data Lab report failed', expect.any(String));
  });

  it('keeps the CMS URL when no local asset host is configured (staging, production)', async () => {
    const { result } = await withContext(
      'http://employer-au.localhost/x',
      (c) => loadDataLabReport(c, 'au'),
      { env: { CMS_ASSET_HOST: '' } },
    );
    expect(result?.href).toMatch(/^https:\/\/ap-southeast-2\.graphassets\.com\/[A-Za-z0-9]{20}$/);
    expect(result?.fileName).toBe('talent-attraction-lab-au-report.pdf');
  });
});
