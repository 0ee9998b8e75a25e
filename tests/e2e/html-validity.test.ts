/**
 * The W3C Nu HTML Checker (vnu-jar, run on Java) over one page of every page type in English, Thai and Bahasa:
 * no errors. One checker process reads them all. The `blocking` attribute of `<link rel=expect>` (valid in
 * today's HTML standard, unknown to the checker's build) is the one message allowed, by name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { getThroughLoopback } from './loopback';

const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const dataLab = 'talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting';

/** [site, path]: home, content page, article, category (and its second page), author, search, preview list, Data Lab, investors, lead form, 404. */
const pages: [site: string, path: string][] = [
  ['candidate-au', '/'],
  ['candidate-au', '/about'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['candidate-au', '/career-advice/category/career-development'],
  ['candidate-au', '/career-advice/category/career-development/2'],
  ['candidate-au', '/author/amanda-wright'],
  ['candidate-au', '/article-search/resume/1'],
  ['candidate-au', '/market-insights/salary-insights'],
  ['candidate-au', '/no-such-page'],
  ['employer-au', `/au/${dataLab}`],
  ['employer-au', '/about/investors'],
  ['employer-au', '/about/asx-announcements/2?year=2023'],
  ['employer-au', '/page/hiring-outlook'],
  ['employer-au', '/hiring-advice'],
  ['candidate-th', '/th/'],
  ['candidate-th', '/th/about'],
  ['candidate-th', '/th/career-advice/article/how-to-write-a-resume'],
  ['candidate-th', '/th/career-advice/article/changing-careers'],
  ['candidate-th', '/th/career-advice/category/career-development'],
  ['candidate-th', '/th/author/siriporn-chaiyasit'],
  ['candidate-th', '/th/article-search/resume/1'],
  ['candidate-th', '/th/page/view/clrcyvsbyc3df763fjwk8tt5e'],
  ['employer-th', `/th/th/${dataLab}`],
  ['employer-id', '/id/'],
  ['employer-id', '/id/about'],
  ['employer-id', '/id/hiring-advice/article/structured-interviews'],
  ['employer-id', '/id/hiring-advice/category/recruitment'],
  ['employer-id', '/id/author/budi-santoso'],
  ['employer-id', '/id/article-search/iklan/1'],
  ['employer-id', '/id/page/hiring-outlook'],
  ['employer-id', `/id/id/${dataLab}`],
];

/** The one message allowed: the checker does not know `blocking` on `<link rel=expect>` yet. */
const allowed =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe('the HTML of every page type (W3C Nu HTML Checker)', () => {
  it('has no errors in English, Thai and Bahasa', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    for (const [index, [site, page]] of pages.entries()) {
      const { status, body } = await getThroughLoopback(`http://${site}.localhost:${inject('port')}${page}`);
      expect([200, 404], `${site}${page} answers ${status}`).toContain(status);
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, body);
      files.set(`file:${file}`, `${site}${page}`);
    }
    const run = spawnSync(
      'java',
      ['-jar', vnu, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'Java runs the checker (npm test installs a runtime)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' && !allowed.test(m.message))
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url}: ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ''}`,
      );
    expect(errors).toEqual([]);
    // The check can fail: the one allowed message was seen on every page, so the checker read them all.
    const seen = new Set(messages.filter((m) => allowed.test(m.message)).map((m) => m.url));
    expect(seen.size).toBe(pages.length);
  });
});
