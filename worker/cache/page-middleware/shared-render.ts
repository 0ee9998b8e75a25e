import { assetBuild } from '../../render/manifest';
import { READER_CEILING_MS } from '../../upstreams/reader-budget';
import { SharedWork } from '../shared-work';

import { PAGE_CACHE_HEADER, pageResponse } from './page-store';

/**
 * What a render hands to the readers of its page waiting for it: the page, when it may be stored, or its answer
 * for an upstream outage (a 503 with no cookie, never stored), so a crowd of readers of a page the CMS cannot
 * give renders it once.
 */
export type SharedAnswer = { status: 200 | 503; headers: [string, string][]; html: string | ArrayBuffer };

// Per isolate: the misses being rendered, as plain records the other readers of the page poll
// (../shared-work.ts); each is filled in with the answer it made, or undefined when that may not be shared.
const renders = new SharedWork<SharedAnswer | undefined>();

/** How long a render holds its page for other readers at most: the reader's ceiling, and a little more. */
export const SHARED_RENDER_TTL_MS = READER_CEILING_MS + 2_000;

/** Forgets the renders this isolate holds (tests). */
export function forgetSharedRenders(): void {
  renders.clear();
}

/** An outage answer one reader's render may hand to the others: a 503 page setting no cookie. */
export const isSharedOutage = (response: Response) =>
  response.status === 503 &&
  !response.headers.has('set-cookie') &&
  (response.headers.get('content-type') ?? '').startsWith('text/html');

const sharedResponse = (answer: SharedAnswer) =>
  answer.status === 200
    ? pageResponse({ ...answer, status: 200, build: assetBuild }, 'miss')
    : new Response(answer.html, {
        status: answer.status,
        headers: [...answer.headers, [PAGE_CACHE_HEADER, 'miss']],
      });

/**
 * The page another request of this isolate is rendering, once it has: polled on this request's own timers,
 * for `waitMs` at most. Undefined when no render is under way, or its answer may not be shared.
 */
export async function renderedElsewhere(
  key: string,
  waitMs: number,
  now: () => number,
): Promise<Response | undefined> {
  const outcome = await renders.wait(key, Math.max(0, waitMs), now);
  return outcome?.ok && outcome.value ? sharedResponse(outcome.value) : undefined;
}

/**
 * Makes this request's render the one the other readers of `key` wait for, unless one is under way. The
 * render is kept alive (waitUntil) until `handOver` gives them its answer, so a reader who goes away
 * mid-render does not leave them waiting. Undefined when another request leads.
 */
export function leadRender(
  key: string,
  ctx: ExecutionContext,
  now: () => number,
): { handOver(answer: Promise<SharedAnswer | undefined>): void } | undefined {
  const lead = renders.lead(key, SHARED_RENDER_TTL_MS, now());
  if (!lead) return undefined;
  let done = () => {};
  ctx.waitUntil(new Promise<void>((resolve) => (done = resolve)));
  const give = (value: SharedAnswer | undefined) => {
    // To the readers waiting now; those arriving later read the stored page, or render again.
    lead.settle({ ok: true, value });
    lead.release();
    done();
  };
  return { handOver: (answer) => void answer.then(give, () => give(undefined)) };
}
