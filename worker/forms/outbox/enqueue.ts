import type { UpstreamCall } from '../payload';

import type { OutboxMessage } from './message';

/**
 * Puts an accepted submission on the `form-submissions` queue under a new submission id, which it answers;
 * null when the queue refuses it (the reader is then told 'Something Wrong' and keeps the answers).
 */
export async function enqueueSubmission(
  queue: Queue,
  slug: string,
  call: UpstreamCall,
): Promise<string | null> {
  const message: OutboxMessage = {
    id: crypto.randomUUID(),
    target: call.target,
    path: call.path,
    payload: call.payload,
    slug,
    acceptedAt: new Date().toISOString(),
  };
  try {
    await queue.send(message, { contentType: 'json' });
    return message.id;
  } catch (error) {
    console.error('Form queue refused a submission', slug, error instanceof Error ? error.message : error);
    return null;
  }
}
