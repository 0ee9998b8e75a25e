import { consumePageWarm } from '../cache/page-warm/consumer';
import { PAGE_WARM_QUEUE_NAME } from '../cache/page-warm/warm-queue';

import { drainablePurgeQueue } from './purge-queue';

/** A message as the local queue keeps it: its body and the attempts made. */
interface Pending {
  body: unknown;
  attempts: number;
}

/**
 * drainablePurgeQueue with a `page-warm` queue the test drains itself too: `drainWarm` runs the consumer on
 * batches of up to 10 messages, at once (no pause between renders, no retry delay), a retried message going
 * back on the queue until its 11th attempt (wrangler.toml's max_retries 10). `warm` holds what is queued.
 */
export function drainableQueues(overrides: Partial<Env> = {}) {
  const warm: Pending[] = [];
  const queue = {
    async send(body: unknown) {
      warm.push({ body: structuredClone(body), attempts: 0 });
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const message of messages) warm.push({ body: structuredClone(message.body), attempts: 0 });
    },
  } as unknown as Queue;
  const purge = drainablePurgeQueue({ ...overrides, PAGE_WARM_QUEUE: queue });

  /** Runs consumer invocations until nothing is queued; resolves to the messages acknowledged. */
  async function drainWarm(limit = 1000): Promise<number> {
    let acked = 0;
    for (let invocation = 1; warm.length > 0; invocation += 1) {
      if (invocation > limit) throw new Error(`pages still queued after ${limit} invocations`);
      const taken = warm.splice(0, 10);
      const retried: Pending[] = [];
      const messages = taken.map((pending, i) => ({
        id: `${invocation}-${i}`,
        timestamp: new Date(),
        attempts: pending.attempts + 1,
        body: pending.body,
        ack() {
          acked += 1;
        },
        retry() {
          if (pending.attempts < 10) retried.push({ ...pending, attempts: pending.attempts + 1 });
        },
      }));
      const batch = { queue: PAGE_WARM_QUEUE_NAME, messages, ackAll() {}, retryAll() {} };
      await consumePageWarm(batch as unknown as MessageBatch<unknown>, purge.env, undefined, 0);
      warm.push(...retried);
    }
    return acked;
  }
  return { ...purge, warm, drainWarm };
}
