/**
 * Video metadata stand-in (spec §7: GET {video-api}/video/{videoId} → poster, name, description, duration),
 * answering from kv-seed/datasets/videos.json.
 */
import { loadDataset } from './datasets.mjs';
import { HttpError, json, route } from './http.mjs';

/**
 * @typedef {{ id: string, poster: string, name: string, description: string, duration: number }} VideoRecord
 */

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'video',
  port: 8803,
  async create({ datasetsDir }) {
    /** @type {VideoRecord[]} */
    const videos = await loadDataset(datasetsDir, 'videos.json');
    const byId = new Map(videos.map((video) => [video.id, video]));

    return [
      route('GET', /^\/video\/(?<videoId>[^/]+)$/, ({ params }) => {
        const video = byId.get(params.videoId ?? '');
        if (!video) throw new HttpError(404, 'Video not found', { videoId: params.videoId });
        const { poster, name, description, duration } = video;
        return json(200, { poster, name, description, duration });
      }),
    ];
  },
};
