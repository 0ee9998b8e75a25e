import { fileURLToPath } from 'node:url';

import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

import { offsetFromEnv, upstreamUrls } from '../lib/upstreams.mjs';

// The soak's own stand-ins (it makes the content API fail), on wrangler.toml's ports moved by this offset.
const offset = offsetFromEnv('SOAK_SERVICES_OFFSET', 900);
// SOAK_PAGES, SOAK_VARIANTS, SOAK_OUTAGE_MINUTES, SOAK_REQUESTS_PER_MINUTE reach the soak as bindings.
const settings: Record<string, string> = {};
for (const [name, value] of Object.entries(process.env)) {
  if (value !== undefined && /^SOAK_[A-Z_]+$/.test(name) && name !== 'SOAK_SERVICES_OFFSET')
    settings[name] = value;
}

/** `npm run soak` (scripts/soak/run.mjs): the worker in workerd, as the worker tests run it, against its own stand-ins. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [
    vanillaExtractPlugin(),
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { ...upstreamUrls(offset), ...settings } },
    }),
  ],
  test: {
    name: 'soak',
    include: ['scripts/soak/*.soak.ts'],
    globalSetup: ['scripts/soak/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
