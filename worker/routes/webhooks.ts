import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';

import { ENTRY_ID_PATTERN } from '../cache/keys';
import { purge } from '../cache/purge';
import { rememberDelivery, seenBefore } from '../cache/webhook-replay';
import { verifiedHygraphSignature } from '../cache/webhook-signature';
import { articleListTags } from '../content/list-tags';
import type { AppEnv } from '../env';
import { sharedSecret } from '../secrets/shared-secrets';

/** Hygraph sends the entry with its fields; a megabyte is far above any entry of this site. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
/** An entry and its localizations: 8 countries' locales are far below this; more is refused (400). */
export const MAX_WEBHOOK_ENTRY_IDS = 50;

// Operations that change what the PUBLISHED stage answers; create/update only touch drafts.
const PURGING_OPERATIONS = new Set(['publish', 'unpublish', 'delete']);

const entryId = v.pipe(v.string(), v.regex(ENTRY_ID_PATTERN));
const payloadSchema = v.object({
  operation: v.string(),
  data: v.object({
    __typename: v.optional(v.string()),
    id: entryId,
    localizations: v.optional(v.array(v.object({ id: v.optional(entryId) }))),
  }),
});

const tooLarge = `The body must be at most ${MAX_WEBHOOK_BODY_BYTES} bytes.`;

/**
 * `POST /webhooks/hygraph`: verifies `gcms-signature` against HYGRAPH_WEBHOOK_SECRET (at most 5 minutes old,
 * 30 s ahead, signed for HYGRAPH_ENVIRONMENT, never seen before: 401, or 409 for a replay; 503 when the secret
 * cannot be read) and, for a publish,
 * unpublish or delete of an entry with at most MAX_WEBHOOK_ENTRY_IDS ids, queues the purge of every cached
 * response containing the entry (and its localizations' ids) and answers 202 once it is durably queued; the
 * purge then finishes in the `purge-work` queue however many keys it has (cache/purge.ts).
 */
export const webhookRoutes = new Hono<AppEnv>().post(
  '/hygraph',
  bodyLimit({ maxSize: MAX_WEBHOOK_BODY_BYTES, onError: (c) => c.json({ error: tooLarge }, 413) }),
  async (c) => {
    c.header('cache-control', 'private, no-store');
    const raw = await c.req.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_WEBHOOK_BODY_BYTES)
      return c.json({ error: tooLarge }, 413);
    const secret = await sharedSecret(c.env, 'HYGRAPH_WEBHOOK_SECRET');
    // Hygraph delivers again after a 5xx: nothing is lost while the secret cannot be read.
    if (!secret) return c.json({ error: 'The webhook secret cannot be read right now.' }, 503);
    const signature = await verifiedHygraphSignature(
      secret,
      raw,
      c.req.header('gcms-signature'),
      Date.now(),
      c.env.HYGRAPH_ENVIRONMENT,
    );
    if (!signature)
      return c.json({ error: 'Missing, invalid, expired or other-environment gcms-signature.' }, 401);
    // Keyed on the verified signature value, not the header's text: re-spaced or padded, it is one delivery.
    if (await seenBefore(c.env.CONTENT_CACHE, signature))
      return c.json({ error: 'This delivery was already received (replayed signature).' }, 409);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ error: 'The body must be JSON.' }, 400);
    }
    const parsed = v.safeParse(payloadSchema, body);
    if (!parsed.success)
      return c.json({ error: `Not a Hygraph webhook: ${v.summarize(parsed.issues)}` }, 400);
    const { operation, data } = parsed.output;
    if (!PURGING_OPERATIONS.has(operation.toLowerCase()))
      return c.json({ operation, purged: [], complete: true });
    const ids = [
      ...new Set([data.id, ...(data.localizations ?? []).flatMap((localization) => localization.id ?? [])]),
    ];
    if (ids.length > MAX_WEBHOOK_ENTRY_IDS)
      return c.json(
        { error: `At most ${MAX_WEBHOOK_ENTRY_IDS} entry and localization ids per delivery.` },
        400,
      );
    // A published article also reaches the lists it belongs on, which do not name it yet (list-tags.ts).
    const lists =
      operation.toLowerCase() === 'publish' && data.__typename === 'Article'
        ? await articleListTags(c.env, data.id)
        : [];
    // Nothing deleted here: the purge is queued whole, so the answer never waits on KV deletes.
    const id = crypto.randomUUID();
    await purge(c.env, { entryIds: [...ids, ...lists] }, 0, id);
    await rememberDelivery(c.env.CONTENT_CACHE, signature);
    return c.json({ operation, entryIds: ids, queued: true, purgeId: id }, 202);
  },
);
