import { createApp } from './app';
import { handleQueue } from './queues';

const app = createApp();

/** The Worker entry. */
export default {
  fetch: app.fetch,
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
