import * as v from 'valibot';

import { readDeadLetter } from './dead-letters';

const PREFIX = 'form-delivered:';
/** A delivery is remembered a week: long enough for an operator asked about a submission to look it up. */
const KEEP_SECONDS = 7 * 24 * 3600;

const deliveredSchema = v.object({
  /** When the endpoint took it (ISO). */
  deliveredAt: v.string(),
  /** The queue's delivery attempts it took, the first counted. */
  attempts: v.number(),
});

/** Where a submission is: taken by its endpoint, kept as a dead letter, or still on the queue (or unknown). */
export type SubmissionState =
  | ({ state: 'delivered' } & v.InferOutput<typeof deliveredSchema>)
  | { state: 'dead'; deadAt: string }
  | { state: 'pending' };

/**
 * Remembers that the endpoint took submission `id`, written before the queue message is acknowledged: once
 * it reads 'delivered', the outbox sends that submission no more (unless an operator replays it).
 */
export async function recordDelivery(kv: KVNamespace, id: string, attempts: number): Promise<void> {
  const record = { deliveredAt: new Date().toISOString(), attempts };
  await kv.put(PREFIX + id, JSON.stringify(record), { expirationTtl: KEEP_SECONDS });
}

/** Submission `id`'s state, as the outbox last recorded it. */
export async function submissionState(kv: KVNamespace, id: string): Promise<SubmissionState> {
  const delivered = v.safeParse(deliveredSchema, await kv.get(PREFIX + id, 'json'));
  if (delivered.success) return { state: 'delivered', ...delivered.output };
  const dead = await readDeadLetter(kv, id);
  return dead ? { state: 'dead', deadAt: dead.deadAt } : { state: 'pending' };
}
