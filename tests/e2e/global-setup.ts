import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { startSite } from '../../scripts/lib/site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** Starts the real site (stand-ins and `wrangler dev`) beside any `npm start`, and stops it after. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8790);
  const site = await startSite({
    port,
    servicesOffset: 100,
    persistTo: path.resolve('.wrangler/test-state'),
  });
  project.provide('port', port);
  return () => site.stop();
}
