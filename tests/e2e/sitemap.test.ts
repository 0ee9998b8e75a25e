import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { sitemapIndexXml } from '../../worker/sitemap/xml';

import { getThroughLoopback } from './loopback';

const schemas = path.resolve(import.meta.dirname, 'schemas');
const work = mkdtempSync(path.join(tmpdir(), 'sitemap-'));

/** xmllint's verdict on a document against one of the vendored sitemaps.org schemas (no network). */
function validate(xml: string, schema: string): { valid: boolean; output: string } {
  const file = path.join(work, `doc-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    const output = execFileSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', path.join(schemas, schema), file],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { valid: true, output };
  } catch (error) {
    return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

const origin = () => `http://candidate-th.localhost:${inject('port')}`;

describe('the sitemap of candidate-th', () => {
  it('validates against the sitemap schema, with xhtml:link alternates', async () => {
    const { status, body } = await getThroughLoopback(`${origin()}/sitemap.xml`);
    expect(status).toBe(200);
    expect(validate(body, 'sitemap.xsd')).toEqual({ valid: true, output: '' });
    expect(body).toContain('hreflang="th-TH"');
    expect(body).toContain('hreflang="en-TH"');
    expect(body).toContain('hreflang="x-default"');
  });

  it('would refuse a malformed sitemap (the check can fail)', () => {
    const broken = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><lastmod>yesterday</lastmod><xhtml:link rel="alternate" href="x"/></url></urlset>`;
    expect(validate(broken, 'sitemap.xsd').valid).toBe(false);
  });

  it('writes an index that validates against the sitemap index schema', () => {
    const index = sitemapIndexXml([
      { loc: `${origin()}/sitemap-1.xml`, lastmod: '2025-07-02T04:15:00.000Z' },
    ]);
    expect(validate(index, 'siteindex.xsd').valid).toBe(true);
  });

  // Opens every listed page one after another, most of them not yet cached: allow for a busy machine.
  it(
    'lists only pages that answer 200, and every alternate is listed too',
    { timeout: 120_000 },
    async () => {
      const { body } = await getThroughLoopback(`${origin()}/sitemap.xml`);
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'));
      const hrefs = [...body.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map(([, href]) => href!);
      expect(locs.length).toBeGreaterThan(30);
      expect(new Set(locs).size).toBe(locs.length);
      for (const href of hrefs) expect(locs, href).toContain(href);
      const failures: string[] = [];
      for (const loc of locs) {
        const { status, body: page } = await getThroughLoopback(loc);
        if (status !== 200) failures.push(`${status} ${loc}`);
        else if (/<meta name="robots" content="[^"]*noindex/.test(page)) failures.push(`noindex ${loc}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('is named by robots.txt', async () => {
    const { status, body } = await getThroughLoopback(`${origin()}/robots.txt`);
    expect(status).toBe(200);
    expect(body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });
});
