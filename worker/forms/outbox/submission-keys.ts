import { DurableObject } from 'cloudflare:workers';

import type { OutboxMessage } from './message';

/** How long a submission's idempotency key is remembered: a retry or a second tab comes within minutes. */
export const KEY_KEEP_MS = 24 * 3600 * 1000;

/** What the one object of a key answers: the submission id, and whether an earlier post had already sent it. */
export interface KeyedEnqueue {
  id: string;
  duplicate: boolean;
}

/**
 * One idempotency key of a form submission (its site, form and the key the client chose), as a Durable Object:
 * the one place in the world that key lives, with storage read and written in order. The first post of the
 * key puts its submission on the `form-submissions` queue and remembers its id; any later post of the same key,
 * from any isolate and location, is answered that id and queues nothing. KV could not do this (eventually
 * consistent: two locations both read "not seen" for ~60 s), nor a map in an isolate (others never see it).
 * Posts of one key run one after another (blockConcurrencyWhile), so ten at once still queue one message; a queue
 * that refuses leaves the key free for the reader's next try. The key is forgotten after KEY_KEEP_MS.
 */
export class FormSubmissionKeys extends DurableObject<Env> {
  /** Queues `message` unless this key was already sent; null when the queue refused it. */
  async enqueueOnce(message: OutboxMessage): Promise<KeyedEnqueue | null> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const sent = await this.ctx.storage.get<string>('id');
      if (sent) return { id: sent, duplicate: true };
      try {
        await this.env.FORM_QUEUE.send(message, { contentType: 'json' });
      } catch (error) {
        console.error('Form queue refused a submission', message.slug, errorText(error));
        return null;
      }
      await this.ctx.storage.put('id', message.id);
      await this.ctx.storage.setAlarm(Date.now() + KEY_KEEP_MS);
      return { id: message.id, duplicate: false };
    });
  }

  /** The key's time is up: forget it. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
