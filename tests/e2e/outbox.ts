import { expect } from 'vitest';

import { devVar } from '../../scripts/lib/dev-vars.mjs';

import { siteUrl } from './browser';
import { getThroughLoopback } from './loopback';

/**
 * Waits until the site's form outbox says every submission id was delivered (`GET /admin/forms/submissions/{id}`,
 * the operator's view): it records a delivery before it acknowledges the queue message, so from then on it
 * sends none of them again and what the endpoints recorded is final. No fixed wait.
 */
export async function untilDelivered(ids: readonly string[], timeout = 20_000): Promise<void> {
  const token = await devVar('ADMIN_PURGE_TOKEN');
  for (const id of ids) {
    await expect
      .poll(
        async () => {
          const { body } = await getThroughLoopback(siteUrl('default', `/admin/forms/submissions/${id}`), {
            authorization: `Bearer ${token}`,
          });
          return (JSON.parse(body) as { state?: string }).state;
        },
        { timeout, interval: 200 },
      )
      .toBe('delivered');
  }
}
