import { ClientError, GraphQLClient } from 'graphql-request';

import { callThroughCircuit } from '../upstreams/circuit';
import { fetchUpstream, isTimeout, UpstreamError } from '../upstreams/fetch';

/** Where the CMS is and how to reach it; the token decides which stages it will answer. */
export interface ContentClientOptions {
  endpoint: string;
  token: string;
  /** Milliseconds before an upstream call is abandoned. */
  timeoutMs?: number;
}

export type Variables = Record<string, unknown>;

/** A failed CMS call: the network, an HTTP status, a timeout or GraphQL errors. */
export class ContentError extends UpstreamError {
  constructor(message: string, options: { status?: number; timedOut?: boolean; cause?: unknown } = {}) {
    super('Content API', message, options);
    this.name = 'ContentError';
  }
}

// Reading the body can run out of time too, after fetchUpstream has answered.
const timedOut = (error: unknown) => isTimeout(error) || (error instanceof UpstreamError && error.timedOut);

function describe(error: unknown): string {
  if (error instanceof ClientError) {
    const messages = error.response.errors?.map((e) => e.message).filter(Boolean) ?? [];
    return messages.length ? messages.join('; ') : `HTTP ${error.response.status}`;
  }
  if (timedOut(error)) return 'the content service did not answer in time';
  // Unreachable: the runtime's own words about the network, as the error page has always shown them.
  if (error instanceof UpstreamError) return describe(error.cause);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether a failed CMS call had no usable answer (the circuit breaker counts these, upstreams/circuit.ts):
 * unreachable, timed out, a 5xx or 429 status, or a body that is not GraphQL. GraphQL errors of an answered
 * query are the query's own, not an outage.
 */
export function isContentOutage(error: unknown): boolean {
  if (!(error instanceof ContentError)) return false;
  if (error.timedOut || error.status === undefined) return true;
  return error.status >= 500 || error.status === 429;
}

/** The name of the circuit breaker of the CMS at `endpoint` (upstreams/circuit.ts). */
export const contentCircuitName = (endpoint: string) => `Content API ${endpoint}`;

// graphql-request reads the status and the GraphQL errors of every answer itself: no status is refused here.
const anyStatus = () => true;

/**
 * A client for named GraphQL documents (DESIGN §4). Every failure becomes a ContentError. Calls go through the
 * endpoint's circuit breaker: for a few seconds after an outage answer, calls are refused without reaching the
 * CMS (a ContentError with status 503), so the cache serves its stale copies instead of waiting on it.
 */
export function createContentClient({ endpoint, token, timeoutMs = 5000 }: ContentClientOptions) {
  const client = new GraphQLClient(endpoint, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: (input, init) => fetchUpstream('Content API', input, { ...init, timeoutMs, accept: anyStatus }),
  });
  return {
    request<T>(document: string, variables: Variables = {}): Promise<T> {
      return callThroughCircuit({
        name: contentCircuitName(endpoint),
        call: async () => {
          try {
            return await client.request<T>(document, variables);
          } catch (error) {
            throw new ContentError(describe(error), {
              status: error instanceof ClientError ? error.response.status : undefined,
              timedOut: timedOut(error),
              cause: error,
            });
          }
        },
        isFailure: isContentOutage,
        refuse: (retryInMs) =>
          new ContentError(
            `the content service failed moments ago; not called again for ${Math.ceil(retryInMs / 1000)} s`,
            { status: 503 },
          ),
      });
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
