import { retryDelaySeconds } from './backoff';
import { storeDeadLetter } from './dead-letters';
import { deliver, type DeliveryEnv } from './deliver';
import { recordDelivery } from './delivery-record';
import { readOutboxMessage } from './message';

export type OutboxEnv = DeliveryEnv &
  Pick<Env, 'FORM_DEAD_LETTER_QUEUE' | 'FORM_OUTBOX' | 'FORM_RETRY_BASE_SECONDS' | 'FORM_RETRY_MAX_SECONDS'>;

/**
 * The `form-submissions` consumer: posts each submission to its endpoint (idempotency key = submission id).
 * A failure is retried with exponential backoff; after the queue's max_retries the queue moves it to the
 * dead-letter queue. An endpoint that refuses the payload outright (a 4xx) will never take it: it goes to
 * the dead-letter queue at once. Deliveries run in parallel, each message settled on its own; a delivery is
 * recorded (delivery-record.ts) before its message is acknowledged.
 */
export async function consumeSubmissions(batch: MessageBatch, env: OutboxEnv): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const submission = readOutboxMessage(message.body);
      if (!submission) {
        console.error('Form queue: dropped a message of an unknown shape', message.id);
        return message.ack();
      }
      const outcome = await deliver(env, submission);
      if (outcome === 'delivered') {
        // Its record for the operator; the submission was delivered whether or not the record could be kept.
        await recordDelivery(env.FORM_OUTBOX, submission.id, message.attempts).catch((error: unknown) =>
          console.error(
            'Form delivery not recorded',
            submission.id,
            error instanceof Error ? error.message : error,
          ),
        );
        return message.ack();
      }
      if (outcome === 'refused') {
        await env.FORM_DEAD_LETTER_QUEUE.send(submission, { contentType: 'json' });
        return message.ack();
      }
      message.retry({
        delaySeconds: retryDelaySeconds(
          message.attempts,
          env.FORM_RETRY_BASE_SECONDS,
          env.FORM_RETRY_MAX_SECONDS,
        ),
      });
    }),
  );
}

/** The `form-dead-letters` consumer: keeps each message for the operator's list and replay. */
export async function consumeDeadLetters(batch: MessageBatch, env: OutboxEnv): Promise<void> {
  for (const message of batch.messages) {
    const submission = readOutboxMessage(message.body);
    if (submission) await storeDeadLetter(env.FORM_OUTBOX, submission);
    else console.error('Form dead letters: dropped a message of an unknown shape', message.id);
    message.ack();
  }
}
