import { ClientError, GraphQLClient } from 'graphql-request';

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

// graphql-request reads the status and the GraphQL errors of every answer itself: no status is refused here.
const anyStatus = () => true;

/** A client for named GraphQL documents (DESIGN §4). Every failure becomes a ContentError. */
export function createContentClient({ endpoint, token, timeoutMs = 5000 }: ContentClientOptions) {
  const client = new GraphQLClient(endpoint, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: (input, init) => fetchUpstream('Content API', input, { ...init, timeoutMs, accept: anyStatus }),
  });
  return {
    async request<T>(document: string, variables: Variables = {}): Promise<T> {
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
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
