import * as v from 'valibot';

import { continuePurge, purgeStore, purgeTaskSchema, type PurgeBindings } from './purge';
import type { PurgeTask } from './purge-task';
import { PURGE_SLICE_OPERATIONS, runPurgeSlice } from './purge-work';

/** The queue of purge work (wrangler.toml); its name in staging and production ends in the environment. */
export const PURGE_QUEUE_NAME = 'purge-work';

/**
 * The `purge-work` consumer: runs one slice of each queued purge (the invocation's KV operations shared between
 * the batch's messages) and queues what is left before acknowledging, so a purge never stops half way; the
 * slice that finishes a purge queues the pages it removed to be rendered again (purge.ts continuePurge). A slice
 * that fails is retried (then dead-lettered to `purge-work-dead`, wrangler.toml); a malformed message is
 * dropped with a log line.
 */
export async function consumePurgeWork(batch: MessageBatch<unknown>, env: PurgeBindings): Promise<void> {
  const operations = Math.max(50, Math.floor(PURGE_SLICE_OPERATIONS / Math.max(1, batch.messages.length)));
  for (const message of batch.messages) {
    const parsed = v.safeParse(purgeTaskSchema, message.body);
    if (!parsed.success) {
      console.error('purge work: dropping a malformed message', v.summarize(parsed.issues));
      message.ack();
      continue;
    }
    try {
      const task = parsed.output as PurgeTask;
      const slice = await runPurgeSlice(purgeStore(env), task, operations);
      await continuePurge(env, task, slice);
      message.ack();
    } catch (error) {
      console.error('purge work: a slice failed, retrying', error);
      message.retry({ delaySeconds: 5 });
    }
  }
}
