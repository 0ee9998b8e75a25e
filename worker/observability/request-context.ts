import { AsyncLocalStorage } from 'node:async_hooks';

import { ServerTiming } from './server-timing';

/** What every log line and response of one request carries: its id, and where its time went. */
export interface RequestContext {
  requestId: string;
  timing: ServerTiming;
}

const storage = new AsyncLocalStorage<RequestContext>();

// Cloudflare's ray id names the request in Cloudflare's own logs too; a request without one (local runs,
// tests) gets a random id. A client's own x-request-id is not taken: it would let anyone forge log lines.
function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** The context of the request being served, when there is one (not in queue consumers). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `serve` as the request `request`: its log lines and timings are that request's. */
export function runAsRequest<T>(request: Request, serve: (context: RequestContext) => T): T {
  const context: RequestContext = { requestId: requestIdOf(request), timing: new ServerTiming() };
  return storage.run(context, () => serve(context));
}
