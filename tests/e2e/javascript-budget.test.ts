/**
 * The JavaScript budget of each page type the bench measures (scripts/bench/pages.mjs), counted as the bench counts
 * it (scripts/bench/bundle.mjs, on the dist/ the test site was built from): the gzip bytes a reader's browser
 * has loaded once every island on the page has hydrated, and those it loads at once. An article with every
 * island hydrated stays within 80 000 bytes (spec §9 performance); the other pages
 * within their figures when the budget was set, plus a little.
 */
import { describe, expect, inject, it } from 'vitest';

import { pageJavaScript } from '../../scripts/bench/bundle.mjs';
import { host, pageTypes } from '../../scripts/bench/pages.mjs';

import { getThroughLoopback } from './loopback';

/** Gzip bytes (level 9) with every island hydrated, and at load, per page type. */
const budgets: Record<string, { hydrated: number; load: number }> = {
  home: { hydrated: 85_000, load: 2_500 },
  content: { hydrated: 88_000, load: 2_500 },
  article: { hydrated: 10_500, load: 2_500 },
  category: { hydrated: 9_500, load: 2_500 },
  author: { hydrated: 82_500, load: 2_500 },
  search: { hydrated: 84_500, load: 81_000 },
  'data-lab': { hydrated: 93_000, load: 86_500 },
  'salary-insights': { hydrated: 90_500, load: 2_500 },
  'happiness-at-work': { hydrated: 77_500, load: 2_500 },
};

/** The hard ceiling of an article page with every island hydrated. */
const ARTICLE_CEILING = 80_000;

describe('JavaScript budget per page type', () => {
  it('gives every page type the bench measures a budget', () => {
    expect(Object.keys(budgets).sort()).toEqual(Object.keys(pageTypes).sort());
    expect(budgets.article?.hydrated).toBeLessThanOrEqual(ARTICLE_CEILING);
  });

  it.each(Object.entries(pageTypes))('%s (%s) stays within its budget', async (type, path) => {
    const { status, body: html } = await getThroughLoopback(`http://${host}:${inject('port')}${path}`);
    expect(status).toBe(200);
    const js = await pageJavaScript(html);
    const budget = budgets[type];
    // A page whose islands were not found would weigh nothing: it must at least load the hydrator.
    expect(js.islands.length).toBeGreaterThan(0);
    expect(js.eagerGzip).toBeGreaterThan(0);
    const sizes = js.files.map((f) => `${f.url} ${f.when} ${f.gzip}`).join('\n');
    expect(js.hydratedGzip, `${type}, every island hydrated:\n${sizes}`).toBeLessThanOrEqual(
      budget?.hydrated ?? 0,
    );
    expect(js.eagerGzip, `${type}, at load:\n${sizes}`).toBeLessThanOrEqual(budget?.load ?? 0);
  });
});
