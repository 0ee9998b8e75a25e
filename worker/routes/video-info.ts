import { Hono } from 'hono';

import type { AppEnv } from '../env';
import { fetchVideoInfo, VIDEO_ID } from '../upstreams/video';

/** Video info changes rarely; the edge keeps it, and serves it stale when the API fails (spec §9). */
const CACHE = 'public, max-age=300, stale-while-revalidate=300, stale-if-error=86400';

/**
 * GET /api/video/:videoId — a Brightcove video's poster, name, description and duration for the video frames
 * (spec §7), so the browser never calls the video API itself. 400 for an id that is not a number, 404 for an
 * unknown video, 502 when the API fails.
 */
export const videoInfoRoutes = new Hono<AppEnv>().get('/video/:videoId', async (c) => {
  const videoId = c.req.param('videoId');
  // What was asked is not echoed: only an id of the allowed shape (digits) is named back.
  if (!VIDEO_ID.test(videoId)) return c.json({ error: 'Invalid video id: a video id is digits.' }, 400);
  const answer = await fetchVideoInfo(c.env.VIDEO_API, videoId);
  if (answer.kind === 'missing') return c.json({ error: 'Video not found', videoId }, 404);
  if (answer.kind === 'failed') {
    console.error(`video info ${videoId}: ${answer.reason}`);
    return c.json({ error: 'Video info is not available right now', videoId }, 502);
  }
  c.header('cache-control', CACHE);
  return c.json(answer.info);
});
