import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

/** The worker test projects (vitest.config.ts), each with stand-ins of its own. */
export type WorkerTestProject = 'worker' | 'worker-isolated' | 'worker-own-runtime';

const projectSteps: Record<WorkerTestProject, number> = {
  worker: 0,
  'worker-isolated': 1,
  'worker-own-runtime': 2,
};

/**
 * How far the stand-ins of a worker test project sit from wrangler.toml's ports: TEST_PORT_OFFSET (500 unless
 * set), and 1 000 further for each project after the first, since the projects run beside each other.
 */
export function workerTestOffset(project: WorkerTestProject): number {
  return offsetFromEnv('TEST_PORT_OFFSET', 500) + projectSteps[project] * 1000;
}
