import { useEffect, useState } from 'react';

export interface VideoRef {
  source: 'Brightcove' | 'YouTube';
  videoId: string;
  embedUrl: string;
}

/** What the frame knows of a video before it plays (spec §7: the video API's poster, name, duration). */
export type VideoInfo =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; name: string | null; poster: string | null; durationMs: number | null };

/** The worker's route in front of the video metadata API. */
export const videoInfoUrl = (videoId: string) => `/api/video/${encodeURIComponent(videoId)}`;

/** The player address that starts playing at once. */
export function autoplayUrl(video: VideoRef): string {
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', video.source === 'YouTube' ? '1' : 'true');
  return url.toString();
}

/** 214000 ms -> '3:34'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function infoOf(data: unknown): VideoInfo {
  const record = (data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    status: 'ready',
    name: text(record.name),
    poster: text(record.poster),
    durationMs: typeof record.duration === 'number' ? record.duration : null,
  };
}

/**
 * A YouTube video's poster is YouTube's own thumbnail; a Brightcove video's name, poster and duration come from
 * the video API. While that answers the frame shows a spinner, and if it fails the spinner stays (spec §8).
 */
export function useVideoInfo(video: VideoRef): VideoInfo {
  const youTube = video.source === 'YouTube';
  const [info, setInfo] = useState<VideoInfo>(
    youTube
      ? {
          status: 'ready',
          name: null,
          poster: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
          durationMs: null,
        }
      : { status: 'loading' },
  );
  useEffect(() => {
    if (youTube) return;
    let live = true;
    fetch(videoInfoUrl(video.videoId), { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((data: unknown) => live && setInfo(infoOf(data)))
      .catch(() => live && setInfo({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [youTube, video.videoId]);
  return info;
}
