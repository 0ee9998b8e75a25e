import { consumePageWarm } from './cache/page-warm/consumer';
import { PAGE_WARM_QUEUE_NAME } from './cache/page-warm/warm-queue';
import { consumePurgeWork, PURGE_QUEUE_NAME } from './cache/purge-queue';
import { consumeDeadLetters, consumeSubmissions } from './forms/outbox/consumer';

type QueueConsumer = (batch: MessageBatch, env: Env, ctx: ExecutionContext) => Promise<void>;

/** Each queue this Worker consumes, by its name in wrangler.toml (staging and production add a suffix). */
const consumers: Record<string, QueueConsumer> = {
  'form-submissions': consumeSubmissions,
  'form-dead-letters': consumeDeadLetters,
  [PURGE_QUEUE_NAME]: consumePurgeWork,
  [PAGE_WARM_QUEUE_NAME]: consumePageWarm,
};

/** The Worker's queue handler: hands the batch to its queue's consumer. */
export async function handleQueue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void> {
  const consumer = consumers[batch.queue.replace(/-(staging|production)$/, '')];
  if (!consumer) throw new Error(`No consumer for queue ${batch.queue}`);
  await consumer(batch, env, ctx);
}
