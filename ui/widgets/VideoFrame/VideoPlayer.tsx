import { useEffect, useRef, useState } from 'react';

import { withoutScriptOnly, withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';

import { autoplayUrl, formatDuration, useVideoInfo, type VideoRef } from './video-info';
import * as styles from './VideoFrame.css';

export interface VideoPlayerProps {
  video: VideoRef;
  title: string | null;
  /** Start playing at once (in the video dialog); otherwise a poster and a play button come first. */
  autoStart?: boolean;
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}

/** The play icon of a poster. */
export function PlayIcon() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
        <path d="M6 4l10 6-10 6z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * A video frame (spec §4: a spinner until loaded): the poster with a play button, then the player, which loads
 * only when asked for, so a page never waits on a third-party player it may not show.
 */
export function VideoPlayer({ video, title, autoStart = false }: VideoPlayerProps) {
  const { t } = useTranslations(translations);
  const info = useVideoInfo(video);
  const [playing, setPlaying] = useState(autoStart);
  const [loaded, setLoaded] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const name = (info.status === 'ready' ? info.name : null) ?? title ?? t('Video');

  useEffect(() => {
    if (playing && !autoStart) frame.current?.focus();
  }, [playing, autoStart]);

  // The poster and play caption: on the button that loads the player, or on a link to it where no script runs.
  const face = (ready: { poster: string | null; durationMs: number | null }) => (
    <>
      {ready.poster && !posterFailed ? (
        <img
          className={styles.poster}
          src={ready.poster}
          alt=""
          loading="lazy"
          onError={() => setPosterFailed(true)}
        />
      ) : null}
      <span className={styles.caption}>
        <PlayIcon />
        <span>{t('Play video: {title}', { title: name })}</span>
        {ready.durationMs ? (
          <span className={styles.duration}>{formatDuration(ready.durationMs)}</span>
        ) : null}
      </span>
    </>
  );

  return (
    <div className={styles.frame} data-video-source={video.source}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.fill}
          src={autoplayUrl(video)}
          title={name}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
          allowFullScreen
          onLoad={() => setLoaded(true)}
        />
      ) : info.status === 'ready' ? (
        <>
          {/* Where no script runs the player cannot load here: the facade is a link to the video's own player. */}
          <a
            className={`${styles.facade} ${withoutScriptOnly}`}
            href={video.embedUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {face(info)}
          </a>
          <button
            type="button"
            className={`${styles.facade} ${withScriptOnly}`}
            onClick={() => setPlaying(true)}
          >
            {face(info)}
          </button>
        </>
      ) : null}
      {(playing && !loaded) || (!playing && info.status !== 'ready') ? (
        <Spinner label={t('Loading video')} />
      ) : null}
    </div>
  );
}
