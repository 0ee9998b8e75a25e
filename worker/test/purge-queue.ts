import { env } from 'cloudflare:test';

import { consumePurgeWork } from '../cache/purge-queue';

/**
 * The bindings (the test's, with `overrides`) with a `purge-work` queue the test drains itself: each `drain`
 * step is one consumer invocation (its own KV operation budget), run at once instead of after the local
 * queue's batch delay.
 */
export function drainablePurgeQueue(overrides: Partial<Env> = {}) {
  const pending: unknown[] = [];
  const queue = {
    async send(body: unknown) {
      pending.push(structuredClone(body));
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const message of messages) pending.push(structuredClone(message.body));
    },
  } as unknown as Queue;
  const bindings = { ...env, ...overrides, PURGE_QUEUE: queue } as Env;
  /** Runs consumer invocations until nothing is queued; resolves to how many ran. */
  async function drain(limit = 100_000): Promise<number> {
    let invocations = 0;
    while (pending.length > 0) {
      if (++invocations > limit) throw new Error(`purge work still queued after ${limit} invocations`);
      const body = pending.shift();
      let retry = false;
      const message = {
        id: String(invocations),
        timestamp: new Date(),
        attempts: 1,
        body,
        ack() {},
        retry() {
          retry = true;
        },
      };
      const batch = { queue: 'purge-work', messages: [message], ackAll() {}, retryAll() {} };
      await consumePurgeWork(batch as unknown as MessageBatch<unknown>, bindings);
      if (retry) pending.push(body);
    }
    return invocations;
  }
  return { env: bindings, pending, drain };
}
