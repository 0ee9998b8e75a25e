import type { Context } from 'hono';
import { Toucan } from 'toucan-js';

import type { AppEnv } from './env';

/** One monitoring client per request, only when a DSN is configured (DESIGN §2). */
export function createMonitoring(c: Context<AppEnv>): Toucan | undefined {
  if (!c.env.SENTRY_DSN) return undefined;
  return new Toucan({
    dsn: c.env.SENTRY_DSN,
    context: c.executionCtx,
    request: c.req.raw,
    environment: c.env.ENVIRONMENT,
  });
}

/** Reports an error: to monitoring when configured, and always to the log. */
export function reportError(c: Context<AppEnv>, error: unknown): void {
  // The stack, not the whole cause chain: a CMS error's cause holds the full query and response.
  console.error(error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : error);
  c.get('monitoring')?.captureException(error);
}
