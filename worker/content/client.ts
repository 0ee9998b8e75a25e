import { ClientError, GraphQLClient } from 'graphql-request';

import { callThroughCircuit } from '../upstreams/circuit';
import { fetchUpstream, isTimeout, UpstreamError } from '../upstreams/fetch';
import { callTimeoutMs, SHORTEST_CALL_MS } from '../upstreams/reader-budget';

/** Where the CMS is and how to reach it; the token decides which stages it will answer. */
export interface ContentClientOptions {
  endpoint: string;
  token: string;
  /** Milliseconds before an upstream call is abandoned: CONTENT_TIMEOUT_MS unless told. */
  timeoutMs?: number;
  /** When the request's time runs out (upstreams/reader-budget.ts): each call gets at most what is left. */
  deadline?: number;
}

/** The longest one CMS call may take (DESIGN §6). */
export const CONTENT_TIMEOUT_MS = 5_000;

export type Variables = Record<string, unknown>;

/** A failed CMS call: the network, an HTTP status, a timeout or GraphQL errors. */
export class ContentError extends UpstreamError {
  /**
   * The CMS gave no usable answer, which its circuit breaker counts (upstreams/circuit.ts): unreachable,
   * timed out within the call's whole limit, a 5xx or 429 status, or GraphQL errors that are not the query's
   * own fault (an internal error, a rate limit). False for an answer refusing the query, and for a call the
   * reader's budget cut short (see `cutShort`).
   */
  readonly outage: boolean;
  /** The call was given less than its own limit by the reader's budget and ran out of it: no sign of an outage. */
  readonly cutShort: boolean;

  constructor(
    message: string,
    options: { status?: number; timedOut?: boolean; cause?: unknown; cutShort?: boolean } = {},
  ) {
    super('Content API', message, options);
    this.name = 'ContentError';
    this.cutShort = options.cutShort ?? false;
    this.outage = !this.cutShort && isOutageAnswer(options);
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

// GraphQL errors that are the query's own fault: the document or its variables do not fit the schema.
const QUERY_FAULT_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT']);
const QUERY_FAULT_MESSAGE =
  /^(Cannot query field|Unknown argument|Unknown type|Unknown fragment|Variable "|Syntax Error|Field "|Expected type|Argument ")/;

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: unknown };
}
const isQueryFault = (error: GraphQLErrorLike) =>
  (typeof error.extensions?.code === 'string' && QUERY_FAULT_CODES.has(error.extensions.code)) ||
  QUERY_FAULT_MESSAGE.test(error.message ?? '');

// Whether a failed call means the CMS gave no usable answer: from graphql-request's error when it answered,
// else from the status (the circuit's refusal says 503), else none came (unreachable, timed out, not GraphQL).
function isOutageAnswer({ status, cause }: { status?: number; cause?: unknown }): boolean {
  if (cause instanceof ClientError) {
    const { status: answered, errors = [] } = cause.response;
    if (answered >= 500 || answered === 429) return true;
    if (answered >= 400) return false; // the request itself was refused (a bad token, a bad document)
    // HTTP 200 with GraphQL errors: an outage unless every error is the query's own fault.
    return errors.length === 0 || !errors.every((e) => isQueryFault(e as GraphQLErrorLike));
  }
  return status === undefined || status >= 500 || status === 429;
}

/** Whether a failed CMS call had no usable answer (see ContentError.outage). */
export function isContentOutage(error: unknown): boolean {
  return error instanceof ContentError && error.outage;
}

/** The name of the circuit breaker of the CMS at `endpoint` (upstreams/circuit.ts). */
export const contentCircuitName = (endpoint: string) => `Content API ${endpoint}`;

// graphql-request reads the status and the GraphQL errors of every answer itself: no status is refused here.
const anyStatus = () => true;

/**
 * A client for named GraphQL documents (DESIGN §4). Every failure becomes a ContentError. Each call may take
 * CONTENT_TIMEOUT_MS, or what is left of the request's `deadline` when that is less. Calls go through the
 * endpoint's circuit breaker: while the CMS is in an outage calls are refused without reaching it (a
 * ContentError with status 503), so the cache serves its stale copies instead of waiting on it.
 */
export function createContentClient({
  endpoint,
  token,
  timeoutMs = CONTENT_TIMEOUT_MS,
  deadline,
}: ContentClientOptions) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    request<T>(document: string, variables: Variables = {}): Promise<T> {
      const callMs = callTimeoutMs(timeoutMs, deadline);
      const cutShort = callMs < timeoutMs;
      if (callMs < SHORTEST_CALL_MS) {
        const message = 'the reader waited too long for the content service';
        return Promise.reject(new ContentError(message, { timedOut: true, cutShort: true }));
      }
      const client = new GraphQLClient(endpoint, {
        headers,
        fetch: (input, init) =>
          fetchUpstream('Content API', input, { ...init, timeoutMs: callMs, accept: anyStatus }),
      });
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
              cutShort: cutShort && timedOut(error),
            });
          }
        },
        classify: (error) =>
          isContentOutage(error)
            ? 'outage'
            : error instanceof ContentError && error.cutShort
              ? 'neutral'
              : 'answered',
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
