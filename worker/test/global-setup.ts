import type { TestProject } from 'vitest/node';

import { startServices } from '../../scripts/services/index.mjs';

import { FAULT_OFFSET, SHARED_OFFSET } from './ports';

/** Worker tests talk to the real local stand-ins, on their own ports (see ports.ts). */
export default async function setup(_project: TestProject) {
  const shared = await startServices({ portOffset: SHARED_OFFSET });
  const fault = await startServices({ portOffset: FAULT_OFFSET, only: ['content'] });
  return async () => {
    await Promise.all([shared.stop(), fault.stop()]);
  };
}
