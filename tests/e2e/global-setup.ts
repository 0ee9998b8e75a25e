import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { startSite } from '../../scripts/lib/site.mjs';
import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/**
 * Starts the real site (stand-ins and `wrangler dev`) beside any `npm start`, and stops it after.
 * E2E_PORT and E2E_SERVICES_OFFSET move it, so two runs can share a machine.
 */
export default async function setup(project: TestProject) {
  const port = offsetFromEnv('E2E_PORT', 8790);
  const site = await startSite({
    port,
    servicesOffset: offsetFromEnv('E2E_SERVICES_OFFSET', 100),
    persistTo: path.resolve(`.wrangler/test-state-${port}`),
    // The form outbox retries after 1 s, then every 2 s (wrangler.toml: 30 s, doubling).
    vars: { FORM_RETRY_BASE_SECONDS: '1', FORM_RETRY_MAX_SECONDS: '2' },
  });
  project.provide('port', port);
  return () => site.stop();
}
