import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import auDataset from '../../kv-seed/datasets/insights-au.json';
import nzDataset from '../../kv-seed/datasets/insights-nz.json';
import { createApp } from '../app';
import { clearKv } from '../test/page-cache';

import { forgetInsightsDatasets } from './datasets';

/** The insights tools on the seeded pages and articles, from the datasets the seed step puts in DATASETS. */
const app = createApp();

async function get(site: string, path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://${site}.localhost:8787${path}`, {}, env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { res, html, text };
}

/** The markup of one tool (its `data-insights` wrapper) up to the next tool or the end of the page. */
const tool = (html: string, name: string) =>
  html.split(`data-insights="${name}"`)[1]?.split('data-insights=')[0] ?? '';

async function seed() {
  await env.DATASETS.put('insights-au', JSON.stringify(auDataset));
  await env.DATASETS.put('insights-nz', JSON.stringify(nzDataset));
  forgetInsightsDatasets('all');
  await clearKv(env.CONTENT_CACHE);
}

beforeEach(seed);

describe('the salary-insights page', () => {
  it('AU: the salary explorer, the job-growth table, the generations chart and the promo, server-rendered', async () => {
    const { res, html, text } = await get('candidate-au', '/market-insights/salary-insights');
    expect(res.status).toBe(200);
    const explorer = tool(html, 'salaryExplorer');
    expect(explorer).toMatch(/<th scope="row">Fitter Technician<\/th><td class="[^"]+">\$93,400<\/td>/);
    expect(explorer).toContain('28%');
    expect(explorer).toMatch(/Licenced Aircraft Maintenance Engineer.*\$144,800.*27%/s);
    // 'All industries' (-1) first, then the industries by title; the other tables wait hidden.
    expect(explorer).toMatch(/data-island="IndustrySelect"[^>]*All industries[^>]*-1/);
    expect(explorer.match(/<table/g)).toHaveLength(29);
    expect(explorer.match(/<div id="salary-[^"]+" hidden="">/g)).toHaveLength(28);
    const growth = tool(html, 'jobGrowth');
    expect(growth).toContain(
      'href="https://www.seek.com.au/facilities-manager-jobs-in-real-estate-property"',
    );
    expect(growth).toContain('target="_blank" rel="noopener noreferrer"');
    expect(text).toContain('What matters least to Gen Z');
    expect(text).toContain('* somewhat / extremely happy at work overall');
    expect(text).toContain('Is Salary/Compensation the number 1 driver of your industry too?');
    expect(html).toContain('data-island="DataLabFilters"');
    expect(text).not.toContain('coming soon');
  });

  it('NZ: Detailer first at $57,900 and 21%, the overall job-growth table alone, no footnote', async () => {
    const { res, html, text } = await get('candidate-nz', '/market-insights/salary-insights');
    expect(res.status).toBe(200);
    expect(tool(html, 'salaryExplorer')).toMatch(
      /<tr><td>1<\/td><td>Trades &amp; Services<\/td><th scope="row">Detailer<\/th><td class="[^"]+">\$57,900<\/td>.*?21%/s,
    );
    const growth = tool(html, 'jobGrowth');
    expect(growth).not.toContain('IndustrySelect');
    expect(growth.match(/<caption/g)).toHaveLength(1);
    expect(growth.match(/<tr>/g)).toHaveLength(21);
    expect(growth).toContain('https://www.seek.co.nz/');
    expect(text).not.toContain('* somewhat / extremely happy at work overall');
  });
});

describe('the happiness-at-work page', () => {
  it('AU: the summary with its five first drivers and the generational card with each badge', async () => {
    const { res, html, text } = await get('employer-au', '/market-insights/happiness-at-work');
    expect(res.status).toBe(200);
    expect(text).toContain('What impacts happiness at work for Australians');
    expect(text).toMatch(
      /1 Purpose at work 92% .*2 Their manager 79% .*3 day-to-day role responsibilities 74% .*4 company culture 65% .*5 Stress levels 63%/,
    );
    expect(text).toContain('Show all 17 factors');
    for (const [generation, percent] of [
      ['Baby Boomers', 61],
      ['Gen X', 52],
      ['Millennials', 58],
      ['Gen Z', 50],
    ])
      expect(text).toContain(
        `What impacts happiness at work for ${generation}? ${percent}% happy ${percent}% happy*`,
      );
    expect(html).toContain('data-island="Tabs"');
  });

  it('NZ: Purpose at work 96 and day-to-day 95.5, and no badge (happiness -1)', async () => {
    const { text } = await get('candidate-nz', '/market-insights/happiness-at-work');
    expect(text).toContain('What impacts happiness at work for New Zealanders');
    expect(text).toMatch(/1 Purpose at work 96% .*2 day-to-day role responsibilities 95\.5%/);
    expect(text).not.toContain('happy*');
  });

  it('is linked from the market-insights page', async () => {
    const { html } = await get('candidate-nz', '/market-insights');
    expect(html).toContain('href="/market-insights/salary-insights"');
    expect(html).toContain('href="/market-insights/happiness-at-work"');
  });
});

describe('the insights article embeds (spec §2)', () => {
  it('TOP_JOB_GROWTH and FASTEST_GROWING_SALARIES in the AU hiring-trends article', async () => {
    const { res, html, text } = await get('employer-au', '/market-insights/article/hiring-trends');
    expect(res.status).toBe(200);
    expect(tool(html, 'jobGrowth')).toContain('View jobs');
    expect(tool(html, 'fastestGrowing')).toMatch(/Fitter Technician.*\$93,400.*28%/s);
    expect(text).toContain('Apr 2023 - Jun 2024 compared with Apr 2024 - Jun 2025 (Australia)');
  });

  it("HIGHEST_PAYING_JOBS and GENERATION_DRIVERS_SUMMARY in the AU salary article, and '--' for an unknown title", async () => {
    const { html, text } = await get('candidate-au', '/career-advice/article/salary-negotiation');
    expect(tool(html, 'highestPaying')).toContain('$199,600');
    expect(text).toContain('What impacts happiness at work for Australians');
    expect(text).toContain(' -- ');
  });

  it('GENERATION_DRIVERS_INTERACTIVE takes its country (NZ)', async () => {
    const { html, text } = await get('employer-nz', '/hiring-advice/article/employer-brand-basics');
    expect(html).toContain('data-insights="generations" data-country="nz"');
    expect(text).toContain('What impacts happiness at work for Gen X?');
    expect(text).not.toContain('happy*');
  });
});

describe('the datasets', () => {
  it('a missing dataset shows nothing in place of the tools, and the page still answers', async () => {
    await env.DATASETS.delete('insights-nz');
    forgetInsightsDatasets(['insights-nz']);
    const { res, html } = await get('candidate-nz', '/market-insights/salary-insights');
    expect(res.status).toBe(200);
    expect(html).not.toContain('data-insights=');
    expect(html).toContain('Is Salary/Compensation the number 1 driver of your industry too?');
  });

  it('a dataset that does not match its schema is logged and shown as no data', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.DATASETS.put('insights-au', JSON.stringify({ ...auDataset, salary: null }));
    forgetInsightsDatasets('all');
    const { res, html } = await get('employer-au', '/market-insights/happiness-at-work');
    expect(res.status).toBe(200);
    expect(html).not.toContain('data-insights=');
    expect(error).toHaveBeenCalledWith('insights-au: dataset does not match its schema');
    error.mockRestore();
  });

  it('purging insights-au drops the isolate copy and the stored pages that show it', async () => {
    // A page no test before wrote: the page cache writes one key at most once a second (throttle.ts).
    await get('candidate-au', '/market-insights/happiness-at-work');
    const changed = structuredClone(auDataset);
    changed.happiness.summary.title = 'Aussies';
    await env.DATASETS.put('insights-au', JSON.stringify(changed));
    expect((await get('candidate-au', '/market-insights/happiness-at-work')).text).not.toContain(
      'for Aussies',
    );
    const ctx = createExecutionContext();
    const purge = await app.request(
      'http://employer-au.localhost:8787/admin/purge',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entryIds: ['insights-au'] }),
      },
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(purge.status).toBe(200);
    expect((await purge.json<{ purged: string[] }>()).purged.some((key) => key.startsWith('page:'))).toBe(
      true,
    );
    const after = await get('candidate-au', '/market-insights/happiness-at-work');
    expect(after.text).toContain('What impacts happiness at work for Aussies');
  });
});
