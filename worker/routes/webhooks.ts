import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';

import { ENTRY_ID_PATTERN } from '../cache/keys';
import { purgeEntries } from '../cache/purge';
import { verifyHygraphSignature } from '../cache/webhook-signature';
import type { AppEnv } from '../env';

/** Hygraph sends the entry with its fields; a megabyte is far above any entry of this site. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

// Operations that change what the PUBLISHED stage answers; create/update only touch drafts.
const PURGING_OPERATIONS = new Set(['publish', 'unpublish', 'delete']);

const entryId = v.pipe(v.string(), v.regex(ENTRY_ID_PATTERN));
const payloadSchema = v.object({
  operation: v.string(),
  data: v.object({
    id: entryId,
    localizations: v.optional(v.array(v.object({ id: v.optional(entryId) }))),
  }),
});

const tooLarge = `The body must be at most ${MAX_WEBHOOK_BODY_BYTES} bytes.`;

/**
 * `POST /webhooks/hygraph`: verifies `gcms-signature` against HYGRAPH_WEBHOOK_SECRET and, for a publish,
 * unpublish or delete, purges every cached response containing the entry (and its localizations' ids).
 */
export const webhookRoutes = new Hono<AppEnv>().post(
  '/hygraph',
  bodyLimit({ maxSize: MAX_WEBHOOK_BODY_BYTES, onError: (c) => c.json({ error: tooLarge }, 413) }),
  async (c) => {
    c.header('cache-control', 'private, no-store');
    const raw = await c.req.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_WEBHOOK_BODY_BYTES)
      return c.json({ error: tooLarge }, 413);
    const signed = await verifyHygraphSignature(
      c.env.HYGRAPH_WEBHOOK_SECRET,
      raw,
      c.req.header('gcms-signature'),
    );
    if (!signed) return c.json({ error: 'Missing, invalid or expired gcms-signature.' }, 401);
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
    const ids = [data.id, ...(data.localizations ?? []).flatMap((localization) => localization.id ?? [])];
    const result = await purgeEntries(c.env.CONTENT_CACHE, ids);
    return c.json({ operation, entryIds: [...new Set(ids)], purged: result.keys, complete: result.complete });
  },
);
