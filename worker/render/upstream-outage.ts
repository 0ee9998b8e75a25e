import type { Context } from 'hono';

import { contentCircuitName, ContentError, isContentOutage } from '../content/client';
import type { AppEnv } from '../env';
import { circuitOpenFor } from '../upstreams/circuit';
import { UpstreamError } from '../upstreams/fetch';

/** Retry-After of the unavailable page when no open circuit says when the CMS will be called again. */
export const RETRY_AFTER_SECONDS = 30;

// Errors wrap errors ('getPage Error: …' wraps the query's): this many causes deep is far enough.
const MAX_CAUSES = 8;

// The service itself failed: unreachable, out of time, a 5xx or 429 status, an answer that was not one.
const serviceFailed = (error: UpstreamError) =>
  error.timedOut || error.status === undefined || error.status >= 500 || error.status === 429;

/**
 * Whether `error`, or an error it wraps (its `cause` chain), says an upstream could not help: the CMS
 * down, slow, refused by its circuit breaker or answering GraphQL errors, or another service unreachable,
 * timed out or answering 5xx or 429. Such a page answers 503 (render/unavailable.tsx); any other error is the
 * site's own and stays a 500 (spec §8 'Oops!').
 */
export function isUpstreamOutage(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSES; depth += 1) {
    // The CMS gave no usable answer (GraphQL errors not of the query's own making included: client.ts), or
    // the reader's time for it ran out.
    if (current instanceof ContentError && (isContentOutage(current) || current.cutShort)) return true;
    if (current instanceof UpstreamError && serviceFailed(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Seconds a reader (or crawler) should wait before asking again (RFC 9110 §10.2.3 Retry-After): until this
 * isolate's circuit breaker lets the CMS be called again, else RETRY_AFTER_SECONDS.
 */
export function retryAfterSeconds(c: Context<AppEnv>): number {
  const openForMs = circuitOpenFor(contentCircuitName(c.env.HYGRAPH_CONTENT_API));
  return openForMs > 0 ? Math.ceil(openForMs / 1000) : RETRY_AFTER_SECONDS;
}
