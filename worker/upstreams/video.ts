/** The video metadata API (spec §7: GET {video-api}/video/{videoId} → poster, name, description, duration). */
import * as v from 'valibot';

import { fetchUpstream, parseUpstream, readUpstreamJson, UpstreamError } from './fetch';

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
  const url = `${api.replace(/\/$/, '')}/video/${encodeURIComponent(videoId)}`;
  try {
    const response = await fetchUpstream('Video API', url, {
      headers: { accept: 'application/json' },
      timeoutMs: VIDEO_TIMEOUT_MS,
    });
    const info = parseUpstream('Video API', videoInfoSchema, await readUpstreamJson('Video API', response));
    return { kind: 'found', info: { ...info, poster: new URL(info.poster, api).toString() } };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return error.status === 404 ? { kind: 'missing' } : { kind: 'failed', reason: error.message };
  }
}
