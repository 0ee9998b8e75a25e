import { createApp } from '../../app';

// The app the consumer runs requests through: made on first use, then kept for the isolate.
let app: ReturnType<typeof createApp> | undefined;

/** What the app answered a GET: its status, how the page cache served it, and its body. */
export interface AppAnswer {
  status: number;
  pageCache: string | null;
  text: string;
}

/**
 * Runs the whole app on a GET of `href` as a reader's request with no cookie and no credentials (so the page
 * cache reads, renders and stores it as for any reader), and waits for the work it leaves in the background
 * (the page cache's store), so that work is done, and counted, within this invocation.
 */
export async function getThroughApp(href: string, env: Env): Promise<AppAnswer> {
  app ??= createApp();
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise.catch(() => undefined)),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const response = await app.fetch(new Request(href, { headers: { accept: 'text/html' } }), env, ctx);
  const text = await response.text();
  while (pending.length > 0) await Promise.all(pending.splice(0));
  return { status: response.status, pageCache: response.headers.get('x-page-cache'), text };
}

/** `kv` counting each operation made through it in `counter` (an invocation may make about 1 000). */
export function countedKv(kv: KVNamespace, counter: { operations: number }): KVNamespace {
  return new Proxy(kv, {
    get(target, name) {
      const member: unknown = Reflect.get(target, name, target);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        counter.operations += 1;
        return (member as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
