import * as v from 'valibot';

import { contentCircuitName } from '../../content/client';
import { circuitOpenFor } from '../../upstreams/circuit';

import { countedKv } from './run-app';
import { warmPage, warmSitemap, type WarmOutcome } from './warm-page';
import { pageWarmTaskSchema } from './warm-queue';

/** Messages one invocation handles at most (wrangler.toml's max_batch_size): pages rendered one at a time. */
export const WARM_PAGES_PER_INVOCATION = 10;
/**
 * KV operations (reads, writes, lists of CONTENT_CACHE and DATASETS) an invocation spends before it leaves
 * the rest of its batch for later: a Worker invocation may make about 1 000, and a page rendered with its data
 * cold makes a few dozen (its page, each query's envelope and purge index, the purge marks).
 */
export const WARM_KV_OPERATIONS = 800;
/** The pause after each render: warming is the CMS's lowest priority, after every reader. */
export const WARM_PAUSE_MS = 500;
/** Seconds before an address that failed (or was not stored) is tried again. */
export const WARM_RETRY_SECONDS = 30;
// A page rendered but not stored is tried this many times (a purge still under way), then left to readers.
const STORE_ATTEMPTS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `page-warm` consumer: renders each queued address (page-warm/warm-page.ts) through the app, one at a
 * time with WARM_PAUSE_MS between renders, so the page cache stores it for the next reader; a sitemap message
 * queues its first addresses. While the CMS's circuit breaker is open (upstreams/circuit.ts) nothing is
 * rendered: the messages are retried when it lets calls through again. A failed render is retried after
 * WARM_RETRY_SECONDS (wrangler.toml's max_retries, then dropped: a reader renders the page as before); a
 * malformed message is dropped with a log line.
 */
export async function consumePageWarm(
  batch: MessageBatch<unknown>,
  env: Env,
  _ctx?: ExecutionContext,
  pauseMs = WARM_PAUSE_MS,
): Promise<void> {
  const counter = { operations: 0 };
  const counted: Env = {
    ...env,
    CONTENT_CACHE: countedKv(env.CONTENT_CACHE, counter),
    DATASETS: countedKv(env.DATASETS, counter),
  };
  const circuit = contentCircuitName(env.HYGRAPH_CONTENT_API);
  let costliest = 0;
  for (const [index, message] of batch.messages.entries()) {
    if (index >= WARM_PAGES_PER_INVOCATION || counter.operations + costliest > WARM_KV_OPERATIONS) {
      message.retry({ delaySeconds: 1 });
      continue;
    }
    const parsed = v.safeParse(pageWarmTaskSchema, message.body);
    if (!parsed.success) {
      console.error('page warm: dropping a malformed message', v.summarize(parsed.issues));
      message.ack();
      continue;
    }
    const closedInMs = circuitOpenFor(circuit);
    if (closedInMs > 0) {
      message.retry({ delaySeconds: Math.ceil(closedInMs / 1000) });
      continue;
    }
    const task = parsed.output;
    const before = counter.operations;
    let outcome: WarmOutcome;
    try {
      outcome =
        task.kind === 'page'
          ? await warmPage(task.href, counted)
          : await warmSitemap(task.origin, task.pages, counted);
    } catch (error) {
      console.error('page warm: warming failed', error);
      outcome = 'failed';
    }
    costliest = Math.max(costliest, counter.operations - before);
    if (outcome === 'failed' || (outcome === 'not-stored' && message.attempts < STORE_ATTEMPTS)) {
      const delaySeconds = Math.max(WARM_RETRY_SECONDS, Math.ceil(circuitOpenFor(circuit) / 1000));
      message.retry({ delaySeconds });
    } else {
      message.ack();
    }
    const last = index === batch.messages.length - 1;
    if (outcome !== 'kept' && pauseMs > 0 && !last) await pause(pauseMs);
  }
}
