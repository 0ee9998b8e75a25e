import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

/**
 * How far the stand-ins of a worker test project sit from wrangler.toml's ports: TEST_PORT_OFFSET (500 unless
 * set), and 1 000 further for the isolated project, which runs beside the other with stand-ins of its own.
 */
export function workerTestOffset(project: 'worker' | 'worker-isolated'): number {
  return offsetFromEnv('TEST_PORT_OFFSET', 500) + (project === 'worker-isolated' ? 1000 : 0);
}
