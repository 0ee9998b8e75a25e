import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { startSite } from '../../scripts/lib/site.mjs';
import { offsetFromEnv, upstreamUrls } from '../../scripts/lib/upstreams.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    drillPort: number;
    drillContentApi: string;
  }
}

/**
 * The drills' own site (`wrangler dev` on the built worker, DRILL_PORT, default 8793) and stand-ins (wrangler.toml's
 * ports + DRILL_SERVICES_OFFSET, default 400), with empty caches: a drill makes the content API fail and counts its
 * calls, which no other test may see.
 */
export default async function setup(project: TestProject) {
  const port = offsetFromEnv('DRILL_PORT', 8793);
  const servicesOffset = offsetFromEnv('DRILL_SERVICES_OFFSET', 400);
  const persistTo = path.resolve(`.wrangler/drill-state-${port}`);
  await rm(persistTo, { recursive: true, force: true });
  // DRILL_LOG=1 prints what the site logs (its warnings and errors).
  const log = process.env.DRILL_LOG ? (line: string) => console.log(line) : undefined;
  const site = await startSite({ port, servicesOffset, persistTo, log });
  project.provide('drillPort', port);
  project.provide(
    'drillContentApi',
    upstreamUrls(servicesOffset).HYGRAPH_CONTENT_API!.replace(/\/graphql$/, ''),
  );
  return () => site.stop();
}
