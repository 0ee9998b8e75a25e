import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

import { upstreamUrls } from './scripts/lib/upstreams.mjs';
import { workerTestOffset, type WorkerTestProject } from './worker/test/project-offset';

/**
 * The worker tests' plugins: each project gets its own (the Workers pool, with its stand-ins' bindings). Worker
 * tests start their stand-ins on wrangler.toml's ports moved by an offset (and two more content APIs 100 and
 * 200 further on); set TEST_PORT_OFFSET to run two checkouts' tests side by side (worker/test/project-offset.ts).
 */
const workerPlugins = (project: WorkerTestProject) => [
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
        ...upstreamUrls(workerTestOffset(project)),
        TEST_FAULT_CONTENT_API: `${upstreamUrls(workerTestOffset(project) + 100).HYGRAPH_CONTENT_API}`,
        TEST_RESILIENCE_CONTENT_API: `${upstreamUrls(workerTestOffset(project) + 200).HYGRAPH_CONTENT_API}`,
      },
    },
  }),
];

const workerTest = {
  include: ['worker/**/*.test.ts'],
  globalSetup: ['worker/test/global-setup.ts'],
  // The shared secrets in the local Secrets Store, as the Worker reads them (worker/secrets/).
  setupFiles: ['worker/test/secrets-store.ts'],
  // A whole-page render with its CMS reads takes a few hundred ms; on a machine busy with other work it
  // has taken over 5 s, which is not a failure of the page.
  testTimeout: 15_000,
};

/**
 * Test files that need a fresh start: they purge, age, delete or publish what the caches hold, or count on a page
 * or entry being cached or not, so what other files leave behind would change them. They share one runtime too,
 * and each begins as on a new one: the worker's modules evaluated again and its stores emptied
 * (worker/test/fresh-state.ts). The rest share one runtime per worker process (`isolate: false`) as they are.
 */
const isolatedWorkerTests = [
  'worker/cache/**/*.test.ts',
  'worker/content/**/*.test.ts',
  'worker/insights/insights.test.ts',
  'worker/investor/investor.test.ts',
  'worker/middleware/security-headers/*.test.ts',
  'worker/observability/*.test.ts',
  'worker/render/unavailable.test.ts',
  'worker/routes/admin.test.ts',
  'worker/routes/webhooks.test.ts',
  'worker/routes/round-trips.test.ts',
  'worker/routes/search-api.test.ts',
  'worker/secrets/*.test.ts',
  'worker/site/page-keys.test.ts',
  'worker/sitemap/*.test.ts',
];

/**
 * Test files that keep a runtime of their own, as each failed once when it shared one with the files above:
 * - refresh-lease.test.ts found the lease coordinator down (a call slower than LEASE_CALL_TIMEOUT_MS) in one
 *   shuffled order of the files;
 * - the resilience tests make the content API fail, slow or hang and count on every page being rendered within
 *   its time budget; the fuzz saw 503s in one full run, with what earlier files left running beside it.
 */
const ownRuntimeWorkerTests = ['worker/cache/refresh-lease.test.ts', 'worker/resilience/*.test.ts'];

const uiTest = {
  include: ['model/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  environment: 'happy-dom',
};

/** ui tests that need a fresh module graph: the PDF fonts and the robot check are loaded once per page. */
const isolatedUiTests = ['ui/pdf/pdf-foundation.test.tsx', 'ui/widgets/CmsForm/*.test.tsx'];

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
        plugins: workerPlugins('worker'),
        test: {
          name: 'worker',
          ...workerTest,
          isolate: false,
          exclude: [...isolatedWorkerTests, ...ownRuntimeWorkerTests],
        },
      },
      {
        plugins: workerPlugins('worker-isolated'),
        test: {
          name: 'worker-isolated',
          ...workerTest,
          include: isolatedWorkerTests,
          exclude: ownRuntimeWorkerTests,
          isolate: false,
          setupFiles: [...workerTest.setupFiles, 'worker/test/fresh-state.ts'],
        },
      },
      {
        plugins: workerPlugins('worker-own-runtime'),
        test: { name: 'worker-own-runtime', ...workerTest, include: ownRuntimeWorkerTests },
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
        test: { name: 'ui', ...uiTest, isolate: false, exclude: isolatedUiTests },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: { name: 'ui-isolated', ...uiTest, include: isolatedUiTests },
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
