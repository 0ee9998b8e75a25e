import { ClientError, GraphQLClient } from 'graphql-request';

/** Where the CMS is and how to reach it; the token decides which stages it will answer. */
export interface ContentClientOptions {
  endpoint: string;
  token: string;
  /** Milliseconds before an upstream call is abandoned. */
  timeoutMs?: number;
}

export type Variables = Record<string, unknown>;

/** A failed CMS call: the network, an HTTP status, a timeout or GraphQL errors. */
export class ContentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentError';
  }
}

function describe(error: unknown): string {
  if (error instanceof ClientError) {
    const messages = error.response.errors?.map((e) => e.message).filter(Boolean) ?? [];
    return messages.length ? messages.join('; ') : `HTTP ${error.response.status}`;
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'the content service did not answer in time';
  }
  return error instanceof Error ? error.message : String(error);
}

/** A client for named GraphQL documents (DESIGN §4). Every failure becomes a ContentError. */
export function createContentClient({ endpoint, token, timeoutMs = 5000 }: ContentClientOptions) {
  const client = new GraphQLClient(endpoint, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });
  return {
    async request<T>(document: string, variables: Variables = {}): Promise<T> {
      try {
        return await client.request<T>(document, variables);
      } catch (error) {
        throw new ContentError(describe(error), { cause: error });
      }
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
