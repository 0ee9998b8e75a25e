import type { TestProject } from 'vitest/node';

import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';
import { startServices } from '../../scripts/services/index.mjs';

/**
 * Worker tests talk to the real local stand-ins on their own ports (vitest.config.ts passes the URLs as
 * bindings): the shared set, which many test files read at once, a content API of its own 100 ports
 * further on for the one file that makes it fail and counts its calls, and another 200 ports on for the
 * resilience tests (worker/resilience/), which do the same.
 */
export default async function setup(_project: TestProject) {
  const offset = offsetFromEnv('TEST_PORT_OFFSET', 500);
  const shared = await startServices({ portOffset: offset });
  const fault = await startServices({ portOffset: offset + 100, only: ['content'] });
  const resilience = await startServices({ portOffset: offset + 200, only: ['content'] });
  return async () => {
    await Promise.all([shared.stop(), fault.stop(), resilience.stop()]);
  };
}
