import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sequentialRounds, type TimedCall } from '../../scripts/lib/round-trips.mjs';
import { createApp } from '../app';
import { clearKv } from '../test/page-cache';

/**
 * A cold page's CMS queries in as few round trips as their data allows: the reads the address decides start
 * at once, beside the section whose header and footer the page wears, and only what needs an answer waits
 * for it. Every call to the content API is answered LATENCY_MS late here, as a distant CMS region would,
 * and timed; `rounds` is the longest chain of calls each made after the one before it was answered.
 */
const LATENCY_MS = 250;
const app = createApp();
const calls: TimedCall[] = [];

beforeEach(async () => {
  await clearKv(env.CONTENT_CACHE);
  calls.length = 0;
  const fetchNow = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(env.HYGRAPH_CONTENT_API)) return fetchNow(input, init);
    const startedAt = performance.now();
    const response = await fetchNow(input, init);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    calls.push({ startedAt, endedAt: performance.now() });
    return response;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A reader's request of `path` with nothing cached: its status, CMS calls and their sequential rounds. */
async function cold(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://candidate-au.localhost${path}`, {}, env, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, calls: calls.length, rounds: sequentialRounds(calls) };
}

describe('a cold page with the CMS far away', () => {
  it('reads an article and the section it wears side by side: one round trip', async () => {
    expect(await cold('/career-advice/article/how-to-write-a-resume')).toEqual({
      status: 200,
      calls: 2,
      rounds: 1,
    });
  });

  it('reads the home page whole beside the site section, then its article lists: two round trips', async () => {
    // The light query, the full entity query and the section, then the page's four latest-article lists.
    expect(await cold('/')).toEqual({ status: 200, calls: 7, rounds: 2 });
  });

  it('reads a content page whole, then its closing parts: two round trips', async () => {
    // The light query and the full entity query, then the subscribe form and the contact banner.
    expect(await cold('/about')).toEqual({ status: 200, calls: 4, rounds: 2 });
  });

  it('reads a category beside what its address decides: one round trip', async () => {
    // The category, its first page of articles, its section, the contact banner and the subscribe form (the
    // category has no children, whose lists would be a second round trip).
    expect(await cold('/career-advice/category/interview-tips')).toEqual({
      status: 200,
      calls: 5,
      rounds: 1,
    });
  });
});
