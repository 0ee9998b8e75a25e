/**
 * The one way the Worker calls a service it does not run (DESIGN §6): a time limit, the status check, and
 * one error type that names the service and its status. Messages are ours ('Search API answered 503'),
 * never the service's own response text.
 */
import * as v from 'valibot';

/** The services called through `fetchUpstream`, by the name their errors carry. */
export type UpstreamName =
  | 'Content API'
  | 'Search API'
  | 'Survey API'
  | 'Video API'
  | 'Investor API'
  | 'Identity API'
  | 'Hirer context API'
  | 'wptApi'
  | 'Sales platform'
  | 'reCAPTCHA';

/** A service failed: it was unreachable, too slow, answered a failing status or something unexpected. */
export class UpstreamError extends Error {
  /** The service's HTTP status, when it answered one. */
  readonly status: number | undefined;
  /** It did not answer within its time limit. */
  readonly timedOut: boolean;

  constructor(
    readonly upstream: UpstreamName,
    message: string,
    options: { status?: number; timedOut?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.status = options.status;
    this.timedOut = options.timedOut ?? false;
  }
}

/** Whether `error` is a failure of `upstream`: what callers turn into their own failure states (spec §8). */
export function isUpstreamFailure(error: unknown, upstream: UpstreamName): error is UpstreamError {
  return error instanceof UpstreamError && error.upstream === upstream;
}

/** An abandoned call: `AbortSignal.timeout` rejects with a TimeoutError (some runtimes say AbortError). */
export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export interface UpstreamInit extends RequestInit {
  /** Milliseconds before the call is abandoned, reading the body included. */
  timeoutMs: number;
  /** The statuses that are answers rather than failures: the 2xx range unless told. */
  accept?: (status: number) => boolean;
}

const isOk = (status: number) => status >= 200 && status < 300;

/**
 * Calls `upstream` at `url` within `timeoutMs`. Throws UpstreamError when it cannot be reached, when the
 * time runs out, and when it answers a status `accept` refuses (the body is then discarded unread).
 */
export async function fetchUpstream(
  upstream: UpstreamName,
  url: RequestInfo | URL,
  { timeoutMs, accept = isOk, ...init }: UpstreamInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = isTimeout(error);
    const message = timedOut ? `${upstream} timed out after ${timeoutMs} ms` : `${upstream} unreachable`;
    throw new UpstreamError(upstream, message, { timedOut, cause: error });
  }
  if (!accept(response.status)) {
    await response.body?.cancel();
    throw new UpstreamError(upstream, `${upstream} answered ${response.status}`, { status: response.status });
  }
  return response;
}

/** The JSON body of an upstream's answer; anything else is an UpstreamError. */
export async function readUpstreamJson(upstream: UpstreamName, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new UpstreamError(upstream, `${upstream} answered something other than JSON`, {
      status: response.status,
      timedOut: isTimeout(error),
      cause: error,
    });
  }
}

/** `value` checked against `schema` (DESIGN §2: answers are validated); a mismatch is an UpstreamError. */
export function parseUpstream<S extends v.GenericSchema>(
  upstream: UpstreamName,
  schema: S,
  value: unknown,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const at = issue ? v.getDotPath(issue) : null;
  throw new UpstreamError(upstream, `${upstream} answered an unexpected shape${at ? ` at ${at}` : ''}`);
}
