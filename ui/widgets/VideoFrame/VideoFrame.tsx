import type { VideoRef } from './video-info';
import { VideoPlayer } from './VideoPlayer';

export interface VideoFrameProps {
  video: VideoRef;
  title: string | null;
}

/** The video block (spec §2: Brightcove or YouTube) as an island of its own. */
export function VideoFrame({ video, title }: VideoFrameProps) {
  return <VideoPlayer video={video} title={title} />;
}
