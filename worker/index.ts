import { createApp } from './app';
import { warmAfterDeploy } from './cache/page-warm/after-deploy';
import { installStructuredConsole } from './observability/log';
import { handleQueue } from './queues';

export { RefreshLease } from './cache/refresh-lease-object';
export { FormSubmissionKeys } from './forms/outbox/submission-keys';

// Every log line a JSON object with the request's id (observability/log.ts), for Workers Logs.
installStructuredConsole();

const app = createApp();

/** The Worker entry: an isolate's first request also has a new build warm the most-read pages (once per build). */
export default {
  fetch(request, env, ctx) {
    warmAfterDeploy(request, env, ctx);
    return app.fetch(request, env, ctx);
  },
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
