import { env } from 'cloudflare:test';
import { vi } from 'vitest';

import { submissionState } from '../forms/outbox/delivery-record';

/**
 * Waits until the outbox has recorded the delivery of every submission id: it records one before it
 * acknowledges the message, so from then on it sends none of them again, and a count of the endpoint's posts
 * is final. No fixed wait: the outbox says when it is done.
 */
export async function untilDelivered(ids: readonly string[], timeout = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const id of ids) {
        const { state } = await submissionState(env.FORM_OUTBOX, id);
        if (state !== 'delivered') throw new Error(`submission ${id} is ${state}`);
      }
    },
    { timeout, interval: 100 },
  );
}
