import { env } from 'cloudflare:test';

/**
 * The content API of worker/test/global-setup.ts that only the cache acceptance tests use (they make it
 * fail and count its calls), without its `/graphql` path.
 */
export const faultContentUrl = (
  env as unknown as { TEST_FAULT_CONTENT_API: string }
).TEST_FAULT_CONTENT_API.replace(/\/graphql$/, '');

/** The content API of worker/test/global-setup.ts that only the resilience tests use, without `/graphql`. */
export const resilienceContentUrl = (
  env as unknown as { TEST_RESILIENCE_CONTENT_API: string }
).TEST_RESILIENCE_CONTENT_API.replace(/\/graphql$/, '');
