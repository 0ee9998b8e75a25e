import { createApp } from './app';

const app = createApp();

/** The Worker entry. */
export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
