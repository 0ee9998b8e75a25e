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
      // Posters of the seeded videos (their `poster` paths): a drawn 16:9 card with the video's name.
      route('GET', /^\/assets\/videos\/(?<videoId>[^/]+)\/poster\.jpg$/, ({ params }) => {
        const video = byId.get(params.videoId ?? '');
        if (!video) throw new HttpError(404, 'Poster not found', { videoId: params.videoId });
        return {
          status: 200,
          raw: posterSvg(video.name),
          headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
        };
      }),
    ];
  },
};

/**
 * @param {string} name
 * @returns {string}
 */
function posterSvg(name) {
  const escaped = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d3880"/><stop offset="1" stop-color="#e60278"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<text x="80" y="620" fill="#fff" font-family="sans-serif" font-size="52" font-weight="700">${escaped}</text>
</svg>`;
}
