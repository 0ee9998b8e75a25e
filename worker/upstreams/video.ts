/** The video metadata API (spec §7: GET {video-api}/video/{videoId} → poster, name, description, duration). */
import * as v from 'valibot';

/** A video info request gives up after this; the frame's spinner then stays (spec §8). */
export const VIDEO_TIMEOUT_MS = 3000;
/** Brightcove video ids are numbers. */
export const VIDEO_ID = /^\d{1,20}$/;

const videoInfoSchema = v.object({
  poster: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  /** Milliseconds. */
  duration: v.number(),
});

export type VideoInfo = v.InferOutput<typeof videoInfoSchema>;

export type VideoAnswer =
  { kind: 'found'; info: VideoInfo } | { kind: 'missing' } | { kind: 'failed'; reason: string };

/**
 * Reads one video's info. A poster given as a path is on the video API's host. Answers `missing` for the
 * API's 404 and `failed` for any other status, a timeout or a malformed body.
 */
export async function fetchVideoInfo(api: string, videoId: string): Promise<VideoAnswer> {
  let response: Response;
  try {
    response = await fetch(`${api.replace(/\/$/, '')}/video/${encodeURIComponent(videoId)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(VIDEO_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : 'network error' };
  }
  if (response.status === 404) return { kind: 'missing' };
  if (!response.ok) return { kind: 'failed', reason: `video API answered ${response.status}` };
  const parsed = v.safeParse(videoInfoSchema, await response.json().catch(() => null));
  if (!parsed.success) return { kind: 'failed', reason: 'malformed video info' };
  const info = parsed.output;
  return { kind: 'found', info: { ...info, poster: new URL(info.poster, api).toString() } };
}
