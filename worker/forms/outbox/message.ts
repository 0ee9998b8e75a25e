import * as v from 'valibot';

/**
 * Which service a submission goes to: `wpt` the form endpoints (WPT_API, spec §7), `sales` the sales
 * platform's contact/subscription endpoint (SALES_FORM_API).
 */
export const FORM_TARGETS = ['wpt', 'sales'] as const;
export type FormTarget = (typeof FORM_TARGETS)[number];

/** One accepted submission on the `form-submissions` queue: everything the consumer needs to post it. */
export const outboxMessageSchema = v.object({
  /** The submission id the reader was given, sent as the Idempotency-Key: a retry is never stored twice. */
  id: v.pipe(v.string(), v.uuid()),
  target: v.picklist(FORM_TARGETS),
  /** The path under the target's base URL (checked by payload.ts before it is queued). */
  path: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][\w.~-]*(?:\/[\w.~-]+)*$/)),
  payload: v.record(v.string(), v.unknown()),
  /** The CMS form it answers, for operators. */
  slug: v.string(),
  /** When the Worker accepted it (ISO). */
  acceptedAt: v.string(),
});

export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;

/** The message, or null when a queue hands over something this Worker never produced. */
export function readOutboxMessage(body: unknown): OutboxMessage | null {
  const parsed = v.safeParse(outboxMessageSchema, body);
  return parsed.success ? parsed.output : null;
}
