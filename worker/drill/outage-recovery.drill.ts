import { afterAll, beforeAll, expect, it } from 'vitest';

import { contentMode, read, resetContentCalls, sleep, tally, timings, type Outcome } from './drill';

// The cold path through a CMS outage and its recovery (DESIGN §4 and §6): readers of pages no cache holds
// arrive in crowds while the content API fails, some of them go away mid-render, the API comes back while they
// wait. Nobody may hang, and every page must answer 200 within seconds of the recovery, not stay broken.

const pages = [
  '/',
  '/about',
  '/career-advice/article/how-to-write-a-resume',
  '/career-advice/article/cover-letter-tips',
  '/career-advice/article/tell-me-about-yourself',
  '/career-advice/article/salary-negotiation',
  '/career-advice/article/changing-careers',
  '/career-advice/category/career-development',
  '/author/amanda-wright',
  '/career-advice/article/first-job-tips',
];

/** 200 readers spread over the pages; one in four goes away after 30–400 ms. */
function crowd(size: number): Promise<Outcome>[] {
  return Array.from({ length: size }, (_, index) => {
    const path = pages[index % pages.length]!;
    const cancelAfterMs = index % 4 === 3 ? 30 + ((index * 37) % 370) : undefined;
    return read(path, { cancelAfterMs });
  });
}

beforeAll(async () => {
  await resetContentCalls();
});
afterAll(async () => {
  await contentMode('ok');
});

it('answers every reader through an outage and its recovery: none hangs, every page 200 within seconds', async () => {
  await contentMode('fail');
  const during = crowd(200);
  await sleep(1500);
  // Coming back slowly: each answer takes 2 s, so readers queue behind renders, and some of those go away.
  await contentMode('slow', 2000);
  const slow = crowd(200);
  await sleep(1500);
  await contentMode('ok');
  const recoveredAt = Date.now();
  await sleep(500);
  const around = crowd(200);
  const outcomes = await Promise.all([...during, ...slow, ...around]);
  const counts = tally(outcomes);
  console.log('outage drill: readers during and around the recovery', counts, timings(outcomes));
  expect(counts.hung, 'readers left hanging').toBe(0);
  // Nothing but pages, framed outage answers and cancellations: never a bare 500.
  expect(Object.keys(counts).filter((k) => !['200', '503', 'hung', 'cancelled'].includes(k))).toEqual([]);

  // After the recovery every page is served, and stays served.
  const firstServed: Record<string, number> = {};
  for (let round = 0; round < 40 && Object.keys(firstServed).length < pages.length; round += 1) {
    const answers = await Promise.all(pages.map((path) => read(path, { hangMs: 20_000 })));
    answers.forEach((answer, index) => {
      const path = pages[index]!;
      if (answer.kind === 'answered' && answer.status === 200 && firstServed[path] === undefined)
        firstServed[path] = Date.now() - recoveredAt;
    });
    await sleep(500);
  }
  console.log('outage drill: ms from the recovery to each page served', firstServed);
  // Within the rounds above (a page kept broken after the recovery, as by a remembered failure, never is); the
  // milliseconds are logged, not asserted (DESIGN §9).
  expect(Object.keys(firstServed).sort()).toEqual([...pages].sort());
  const again = await Promise.all(pages.flatMap((path) => [read(path), read(path), read(path)]));
  expect(tally(again)).toEqual({ '200': pages.length * 3, hung: 0, cancelled: 0 });
});

it('serves the readers of a page whose first reader went away mid-render, and every reader after them', async () => {
  await contentMode('slow', 1500);
  const path = '/career-advice/article/returning-to-work-after-a-break';
  const leader = read(path, { cancelAfterMs: 300 });
  await sleep(50);
  const waiters = Array.from({ length: 100 }, (_, index) =>
    read(path, index % 5 === 4 ? { cancelAfterMs: 400 + index * 10 } : {}),
  );
  const outcomes = await Promise.all([leader, ...waiters]);
  await contentMode('ok');
  // Readers who come once everyone before them has gone: the page's render must not be held by a dead request.
  const leaderAlone = read('/career-advice/article/skills-employers-want', { cancelAfterMs: 300 });
  await leaderAlone;
  await sleep(2000);
  const later = await Promise.all(
    ['/career-advice/article/skills-employers-want', path].flatMap((page) =>
      Array.from({ length: 10 }, () => read(page, { hangMs: 15_000 })),
    ),
  );
  console.log('cancelled leader drill: readers', tally(outcomes), 'later readers', tally(later));
  expect(tally(outcomes)).toMatchObject({ hung: 0 });
  expect(outcomes.every((o) => o.kind === 'cancelled' || (o.kind === 'answered' && o.status === 200))).toBe(
    true,
  );
  expect(tally(later)).toEqual({ '200': 20, hung: 0, cancelled: 0 });
});
