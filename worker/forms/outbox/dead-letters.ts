import * as v from 'valibot';

import { outboxMessageSchema, type OutboxMessage } from './message';

const PREFIX = 'form-dead-letter:';
/** A dead letter is kept 30 days for an operator to replay. */
const KEEP_SECONDS = 30 * 24 * 3600;

const deadLetterSchema = v.object({
  message: outboxMessageSchema,
  /** When it reached the dead-letter queue (ISO). */
  deadAt: v.string(),
});

export type DeadLetter = v.InferOutput<typeof deadLetterSchema>;

/** Keeps a message that could not be delivered, under its submission id. */
export async function storeDeadLetter(kv: KVNamespace, message: OutboxMessage): Promise<void> {
  const letter: DeadLetter = { message, deadAt: new Date().toISOString() };
  await kv.put(PREFIX + message.id, JSON.stringify(letter), { expirationTtl: KEEP_SECONDS });
}

/** The kept dead letters, oldest first (at most `limit`). */
export async function listDeadLetters(kv: KVNamespace, limit = 1000): Promise<DeadLetter[]> {
  const letters: DeadLetter[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: PREFIX, cursor });
    for (const key of page.keys) {
      const letter = await readDeadLetter(kv, key.name.slice(PREFIX.length));
      if (letter) letters.push(letter);
      if (letters.length >= limit) break;
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && letters.length < limit);
  return letters.sort((a, b) => a.deadAt.localeCompare(b.deadAt));
}

/** One kept dead letter by submission id, or null. */
export async function readDeadLetter(kv: KVNamespace, id: string): Promise<DeadLetter | null> {
  const raw = await kv.get(PREFIX + id, 'json');
  const parsed = v.safeParse(deadLetterSchema, raw);
  return parsed.success ? parsed.output : null;
}

/**
 * Puts a dead letter back on the submissions queue, same submission id (so an endpoint that did take it
 * keeps one copy), then forgets it. Answers false when there is no such dead letter.
 */
export async function replayDeadLetter(kv: KVNamespace, queue: Queue, id: string): Promise<boolean> {
  const letter = await readDeadLetter(kv, id);
  if (!letter) return false;
  await queue.send(letter.message, { contentType: 'json' });
  await kv.delete(PREFIX + id);
  return true;
}
