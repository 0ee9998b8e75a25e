import { Hono } from 'hono';

import type { AppEnv } from '../../env';
import { adminToken } from '../../middleware/admin-token';

import { listDeadLetters, replayDeadLetter } from './dead-letters';
import { submissionState } from './delivery-record';

const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The operators' view of the form outbox, under /admin/forms (bearer ADMIN_PURGE_TOKEN):
 * - `GET /dead-letters`: the submissions that could not be delivered, oldest first
 *   (`{ deadLetters: [{ id, slug, target, path, acceptedAt, deadAt, payload }] }`);
 * - `POST /dead-letters/{id}/replay`: puts one back on the submissions queue (same id, so an endpoint that
 *   did take it keeps one copy); 202 `{ replayed: id }`, 404 when there is no such dead letter;
 * - `GET /submissions/{id}`: where one submission is: `{ id, state: 'delivered', deliveredAt, attempts }`,
 *   `{ id, state: 'dead', deadAt }`, or `{ id, state: 'pending' }` (on the queue, or not known here).
 */
export const formAdminRoutes = new Hono<AppEnv>()
  .use(adminToken())
  .get('/dead-letters', async (c) => {
    const letters = await listDeadLetters(c.env.FORM_OUTBOX);
    return c.json({
      deadLetters: letters.map(({ message, deadAt }) => ({
        id: message.id,
        slug: message.slug,
        target: message.target,
        path: message.path,
        acceptedAt: message.acceptedAt,
        deadAt,
        payload: message.payload,
      })),
    });
  })
  .get('/submissions/:id', async (c) => {
    const id = c.req.param('id');
    if (!SUBMISSION_ID.test(id)) return c.json({ error: `Not a submission id: ${id}` }, 400);
    return c.json({ id, ...(await submissionState(c.env.FORM_OUTBOX, id)) });
  })
  .post('/dead-letters/:id/replay', async (c) => {
    const id = c.req.param('id');
    if (!SUBMISSION_ID.test(id)) return c.json({ error: `No dead letter: ${id}` }, 404);
    const replayed = await replayDeadLetter(c.env.FORM_OUTBOX, c.env.FORM_QUEUE, id).catch(
      (error: unknown) => {
        console.error('Dead letter not replayed', id, error instanceof Error ? error.message : error);
        return undefined;
      },
    );
    if (replayed === undefined) return c.json({ error: 'The queue refused it; try again.' }, 503);
    if (!replayed) return c.json({ error: `No dead letter: ${id}` }, 404);
    return c.json({ replayed: id }, 202);
  });
