/**
 * One GraphQL call to a service the Worker does not run, with graphql-request (as the content client makes
 * them, worker/content/client.ts) over `fetchUpstream`: its time limit and status check, then the answer's
 * `data` validated. GraphQL errors, an answer that is not GraphQL, and a mismatched shape are UpstreamErrors
 * of the service, as every other failure is.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import type * as v from 'valibot';

import { fetchUpstream, isTimeout, parseUpstream, UpstreamError, type UpstreamName } from './fetch';

export interface GraphqlCall<S extends v.GenericSchema> {
  endpoint: string;
  /** A document naming one operation (graphql-request sends its name as `operationName`). */
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** The shape of the answer's `data`. */
  schema: S;
  /**
   * 'ignore': GraphQL errors beside `data` of the right shape are no failure (the identity services' answers
   * are read so: a token that is no session is `viewer: null`, whatever errors come with it). 'none' unless told.
   */
  errorPolicy?: 'none' | 'ignore';
}

function failure(upstream: UpstreamName, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0]?.message;
    const message = first ? `${upstream}: ${first}` : `${upstream} answered something other than GraphQL`;
    return new UpstreamError(upstream, message, { status: error.response.status, cause: error });
  }
  const timedOut = isTimeout(error);
  const message = timedOut ? `${upstream} timed out` : `${upstream} answered something other than GraphQL`;
  return new UpstreamError(upstream, message, { timedOut, cause: error });
}

/** The validated `data` of `call` to `upstream`; any failure is an UpstreamError of `upstream`. */
export async function requestGraphql<S extends v.GenericSchema>(
  upstream: UpstreamName,
  { endpoint, query, variables, headers, timeoutMs, schema, errorPolicy = 'none' }: GraphqlCall<S>,
): Promise<v.InferOutput<S>> {
  const client = new GraphQLClient(endpoint, {
    headers,
    errorPolicy,
    fetch: (input, init) => fetchUpstream(upstream, input, { ...init, timeoutMs }),
  });
  let data: unknown;
  try {
    data = await client.request<unknown>(query, variables);
  } catch (error) {
    throw failure(upstream, error);
  }
  return parseUpstream(upstream, schema, data);
}
