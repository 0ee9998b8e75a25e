/**
 * The Video part of video blocks, video dialogs and inline banners: its fragment and schema, and which CMS
 * videos the page can embed, with the player address of each (spec §3 video, §5 embeddable URLs).
 */
import * as v from 'valibot';

export const videoFragments = {
  VideoFields: /* GraphQL */ `
    fragment VideoFields on Video {
      source
      videoUrl
      videoId
    }
  `,
};

/** VideoFields. */
export const videoSchema = v.object({
  source: v.nullish(v.string()),
  videoUrl: v.nullish(v.string()),
  videoId: v.nullish(v.string()),
});

export type VideoData = v.InferOutput<typeof videoSchema>;

/** A video the page can embed (spec §5: youtu.be, YouTube watch or a Brightcove player link). */
export interface VideoView {
  source: 'Brightcove' | 'YouTube';
  /** Brightcove's numeric id (for its metadata) or YouTube's video id. */
  videoId: string;
  /** The player address put in the frame. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const BRIGHTCOVE_ID = /^\d{1,20}$/;
const BRIGHTCOVE_PATH = /^\/\d+\/[\w-]+_default\/index\.html$/;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The YouTube id of a youtu.be link or a YouTube watch link, else null. */
export function youTubeIdOf(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' && parsed.pathname === '/watch'
        ? (parsed.searchParams.get('v') ?? '')
        : '';
  return YOUTUBE_ID.test(id) ? id : null;
}

/** A Brightcove player link (players.brightcove.net/{account}/{player}_default/index.html?videoId=…), else null. */
export function brightcoveOf(url: string): { videoId: string; embedUrl: string } | null {
  const parsed = parse(url);
  if (!parsed || parsed.hostname !== 'players.brightcove.net') return null;
  const videoId = parsed.searchParams.get('videoId') ?? '';
  if (!BRIGHTCOVE_PATH.test(parsed.pathname) || !BRIGHTCOVE_ID.test(videoId)) return null;
  return { videoId, embedUrl: `https://players.brightcove.net${parsed.pathname}?videoId=${videoId}` };
}

const youTube = (videoId: string): VideoView => ({
  source: 'YouTube',
  videoId,
  embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
});

/**
 * The embeddable video of a CMS video field: YouTube by id (or a youtu.be / watch link), Brightcove by its
 * player link. Anything else cannot be embedded and answers null.
 */
export function videoView(video: VideoData | null | undefined): VideoView | null {
  if (!video) return null;
  const url = video.videoUrl?.trim() ?? '';
  if (video.source === 'YouTube') {
    const id = video.videoId?.trim() ?? '';
    if (YOUTUBE_ID.test(id)) return youTube(id);
    const fromUrl = url ? youTubeIdOf(url) : null;
    return fromUrl ? youTube(fromUrl) : null;
  }
  if (video.source === 'Brightcove') {
    const player = url ? brightcoveOf(url) : null;
    return player ? { source: 'Brightcove', ...player } : null;
  }
  return null;
}
