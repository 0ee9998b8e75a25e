import path from 'node:path';

import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { startSite } from '../../scripts/lib/site.mjs';
import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

import { assertChromium, browserArgs, executablePath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The shared Chromium's address, for `chromium.connect` (browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Starts the real site (stand-ins and `wrangler dev`) beside any `npm start`, and one Chromium that every test
 * file connects to, and stops both after. E2E_PORT and E2E_SERVICES_OFFSET move the site, so two runs can share
 * a machine.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  const port = offsetFromEnv('E2E_PORT', 8790);
  const browserStarting = chromium.launchServer({ executablePath, args: browserArgs });
  const site = await startSite({
    port,
    servicesOffset: offsetFromEnv('E2E_SERVICES_OFFSET', 100),
    persistTo: path.resolve(`.wrangler/test-state-${port}`),
    // The form outbox retries after 1 s, then every 2 s (wrangler.toml: 30 s, doubling).
    vars: { FORM_RETRY_BASE_SECONDS: '1', FORM_RETRY_MAX_SECONDS: '2' },
  }).catch(async (error: unknown) => {
    await (await browserStarting).close();
    throw error;
  });
  const browser = await browserStarting.catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  project.provide('port', port);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
  };
}
