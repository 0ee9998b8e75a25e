import type { TestProject } from 'vitest/node';

import { startServices } from '../../scripts/services/index.mjs';

/** Worker tests talk to the real local stand-ins, on their own ports (wrangler.toml's plus this). */
export const WORKER_TEST_PORT_OFFSET = 500;

export default async function setup(_project: TestProject) {
  const { stop } = await startServices({ portOffset: WORKER_TEST_PORT_OFFSET });
  return stop;
}
