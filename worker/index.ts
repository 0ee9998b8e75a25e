import { createApp } from './app';
import { consumePurgeWork, PURGE_QUEUE_NAME } from './cache/purge-queue';

const app = createApp();

type QueueConsumer = (batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) => Promise<void>;

/** One consumer per queue, by its name without the environment suffix (`purge-work-staging` → `purge-work`). */
const queueConsumers: Record<string, QueueConsumer> = {
  [PURGE_QUEUE_NAME]: consumePurgeWork,
};

/** The Worker entry: the app, and the consumers of its queues. */
export default {
  fetch: app.fetch,
  async queue(batch, env, ctx) {
    const name = batch.queue.replace(/-(staging|production)$/, '');
    const consumer = queueConsumers[name];
    if (!consumer) throw new Error(`No consumer for queue ${batch.queue}`);
    await consumer(batch, env, ctx);
  },
} satisfies ExportedHandler<Env>;
