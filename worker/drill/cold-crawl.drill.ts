import { afterAll, expect, it } from 'vitest';

import { contentMode, purgeAll, read, sitemapPaths, tally, timings, type Outcome } from './drill';

// Every page cold at once (DESIGN §4): after a purge of everything, with the CMS as far away as a Sydney
// region is from Bangkok (150 ms a call), a crawler asks for every page of candidate-au's sitemap, 8 at a
// time. One slow answer must not fail the pages around it: no 5xx.

afterAll(async () => {
  await contentMode('ok');
});

it('answers every sitemap page of candidate-au, 8 at a time, after a purge-all with the CMS 150 ms away', async () => {
  await contentMode('ok');
  const paths = await sitemapPaths();
  expect(paths.length).toBeGreaterThan(20);
  await contentMode('slow', 150);
  await purgeAll();
  const outcomes: Outcome[] = [];
  const started = Date.now();
  for (let start = 0; start < paths.length; start += 8) {
    outcomes.push(...(await Promise.all(paths.slice(start, start + 8).map((path) => read(path)))));
  }
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.kind === 'answered' && outcome.status < 500
      ? []
      : [`${paths[index]}: ${JSON.stringify(outcome)}`],
  );
  console.log(
    `cold crawl: ${paths.length} sitemap pages in ${Date.now() - started} ms`,
    tally(outcomes),
    timings(outcomes),
  );
  expect(failed).toEqual([]);
});
