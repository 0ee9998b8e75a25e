import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';

import { ENTRY_ID_PATTERN, MAX_CONTENT_KEY_BYTES } from '../cache/keys';
import { purge } from '../cache/purge';
import { readPurgeProgress } from '../cache/purge-progress';
import type { AppEnv } from '../env';
import { forgetInsightsDatasets } from '../insights/datasets';
import { adminToken } from '../middleware/admin-token';

/** Purge requests are small JSON documents. */
export const MAX_PURGE_BODY_BYTES = 64 * 1024;

const purgeSchema = v.union([
  v.strictObject({
    entryIds: v.pipe(
      v.array(v.pipe(v.string(), v.regex(ENTRY_ID_PATTERN, 'an entry id is 1–64 letters, digits, - or _'))),
      v.minLength(1),
      v.maxLength(500),
    ),
  }),
  v.strictObject({ prefix: v.pipe(v.string(), v.minLength(1), v.maxBytes(MAX_CONTENT_KEY_BYTES)) }),
  v.strictObject({ all: v.literal(true) }),
]);

const tooLarge = `The body must be at most ${MAX_PURGE_BODY_BYTES} bytes.`;

/**
 * `POST /admin/purge` (DESIGN §4, §8): `Authorization: Bearer <ADMIN_PURGE_TOKEN>`, compared in constant
 * time, and one of `{ "entryIds": [...] }`, `{ "prefix": "content:GetPages:" }` or `{ "all": true }`.
 * Deletes what one invocation can at once and queues the rest as purge work (cache/purge.ts), which finishes
 * by itself: answers `{ id, purged: [cache keys deleted at once], complete }` (complete false: the rest is
 * queued) with `Location: /admin/purge/{id}`, where `GET` (same token) says what is done and what is left.
 */
export const adminRoutes = new Hono<AppEnv>().post(
  '/purge',
  adminToken(),
  bodyLimit({ maxSize: MAX_PURGE_BODY_BYTES, onError: (c) => c.json({ error: tooLarge }, 413) }),
  async (c) => {
    const text = await c.req.text();
    if (new TextEncoder().encode(text).byteLength > MAX_PURGE_BODY_BYTES)
      return c.json({ error: tooLarge }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: 'The body must be JSON.' }, 400);
    }
    const parsed = v.safeParse(purgeSchema, body);
    if (!parsed.success) {
      const reason = 'Expected { "entryIds": [...] }, { "prefix": "..." } or { "all": true }';
      return c.json({ error: `${reason}: ${v.summarize(parsed.issues)}` }, 400);
    }
    const request = parsed.output;
    const id = crypto.randomUUID();
    const result = await purge(c.env, request, undefined, id);
    if (!('prefix' in request)) forgetInsightsDatasets('entryIds' in request ? request.entryIds : 'all');
    c.header('location', `/admin/purge/${id}`);
    return c.json({ id, purged: result.keys, complete: result.complete });
  },
);

/**
 * `GET /admin/purge/{id}` (the same token): what the purge `id` has done and has left
 * (cache/purge-progress.ts), from any isolate; 404 for an id unknown or older than a day.
 */
adminRoutes.get('/purge/:id', adminToken(), async (c) => {
  const progress = await readPurgeProgress(c.env.CONTENT_CACHE, c.req.param('id'));
  // The id is not echoed: a purge id is a UUID the POST answered.
  if (!progress) return c.json({ error: 'No purge with this id (purges are followed for a day).' }, 404);
  return c.json(progress);
});
