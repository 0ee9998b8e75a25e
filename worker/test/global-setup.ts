import type { TestProject } from 'vitest/node';

import { startServices } from '../../scripts/services/index.mjs';

import { workerTestOffset, type WorkerTestProject } from './project-offset';

/**
 * Worker tests talk to the real local stand-ins on their own ports (vitest.config.ts passes the URLs as
 * bindings): the shared set, which many test files read at once, a content API of its own 100 ports
 * further on for the one file that makes it fail and counts its calls, and another 200 ports on for the
 * resilience tests (worker/resilience/), which do the same. Each worker project has its own (project-offset.ts).
 */
export default async function setup(project: TestProject) {
  const offset = workerTestOffset(project.name as WorkerTestProject);
  const shared = await startServices({ portOffset: offset });
  const fault = await startServices({ portOffset: offset + 100, only: ['content'] });
  const resilience = await startServices({ portOffset: offset + 200, only: ['content'] });
  return async () => {
    await Promise.all([shared.stop(), fault.stop(), resilience.stop()]);
  };
}
