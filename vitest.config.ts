import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

import { offsetFromEnv, upstreamUrls } from './scripts/lib/upstreams.mjs';

// Worker tests start their stand-ins on wrangler.toml's ports moved by this offset (and two more content
// APIs 100 and 200 further on); set TEST_PORT_OFFSET to run two checkouts' tests side by side.
const workerOffset = offsetFromEnv('TEST_PORT_OFFSET', 500);

/**
 * Four test tiers (DESIGN §9):
 * - worker: inside workerd against the built worker and real KV bindings;
 * - drill: the real site under failures and crowds of readers, over HTTP;
 * - ui: React components rendered to HTML and DOM;
 * - e2e: Chromium against the real site started by the global setup.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          vanillaExtractPlugin(),
          cloudflareTest({
            // Tests run the worker from source (the built bundle is what wrangler serves).
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            // The stand-ins started by worker/test/global-setup.ts.
            miniflare: {
              // The form outbox retries after 1 s, then every 2 s, three times, so the resilience tests of
              // worker/forms/outbox see a dead letter within seconds (wrangler.toml: 30 s doubling, ten times).
              queueConsumers: {
                'form-submissions': {
                  maxBatchSize: 10,
                  maxBatchTimeout: 1,
                  maxRetries: 3,
                  deadLetterQueue: 'form-dead-letters',
                },
              },
              bindings: {
                FORM_RETRY_BASE_SECONDS: '1',
                FORM_RETRY_MAX_SECONDS: '2',
                ...upstreamUrls(workerOffset),
                TEST_FAULT_CONTENT_API: `${upstreamUrls(workerOffset + 100).HYGRAPH_CONTENT_API}`,
                TEST_RESILIENCE_CONTENT_API: `${upstreamUrls(workerOffset + 200).HYGRAPH_CONTENT_API}`,
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          globalSetup: ['worker/test/global-setup.ts'],
          // The shared secrets in the local Secrets Store, as the Worker reads them (worker/secrets/).
          setupFiles: ['worker/test/secrets-store.ts'],
          // A whole-page render with its CMS reads takes a few hundred ms; on a machine busy with other work it
          // has taken over 5 s, which is not a failure of the page.
          testTimeout: 15_000,
        },
      },
      {
        // Drills (DESIGN §9): the built worker under `wrangler dev`, as readers meet it (each request its own
        // request in workerd, readers who go away cancel theirs), against stand-ins of its own that the drills
        // make fail, slow down and recover.
        test: {
          name: 'drill',
          include: ['worker/drill/**/*.drill.ts'],
          environment: 'node',
          globalSetup: ['worker/drill/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'ui',
          include: ['model/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One file at a time (they share the site and its stand-ins' counts); within a file, tests marked
          // concurrent (the crawls) open two pages at once.
          fileParallelism: false,
          maxConcurrency: 2,
        },
      },
    ],
  },
});
