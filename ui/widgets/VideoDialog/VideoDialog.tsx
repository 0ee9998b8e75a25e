import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';

import { withoutScriptOnly, withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';
import { useVideoInfo, type VideoRef } from '../VideoFrame/video-info';
import { PlayIcon, VideoPlayer } from '../VideoFrame/VideoPlayer';

import * as styles from './VideoDialog.css';

export interface DialogVideo {
  id: string;
  title: string;
  description: string;
  video: VideoRef;
}

export interface VideoDialogProps {
  /** Columns on desktop (spec §3 video dialog group tile). */
  columns: number;
  videos: DialogVideo[];
}

function Thumbnail({ video }: { video: VideoRef }) {
  const info = useVideoInfo(video);
  const [failed, setFailed] = useState(false);
  if (info.status !== 'ready' || !info.poster || failed) return null;
  return (
    <img
      className={styles.thumbImage}
      src={info.poster}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** A card's thumbnail and play label: on the button that opens the dialog, or on a link to the video's player. */
function CardFace({ item }: { item: DialogVideo }) {
  const { t } = useTranslations(translations);
  return (
    <>
      <Thumbnail video={item.video} />
      <span className={styles.thumbPlay}>
        <PlayIcon />
      </span>
      <span className={styles.visuallyHidden}>{t('Play video: {title}', { title: item.title })}</span>
    </>
  );
}

interface VideoCardProps {
  item: DialogVideo;
  /** Keeps the card's button, which focus returns to when the dialog closes. */
  trigger: (element: HTMLButtonElement | null) => void;
  onOpen: () => void;
}

/** A video's card: its thumbnail opening the dialog (a link to the player without script), title and text. */
function VideoCard({ item, trigger, onOpen }: VideoCardProps) {
  return (
    <li className={styles.card}>
      {/* Where no script runs no dialog opens: the card is a link to the video's own player. */}
      <a
        className={`${styles.thumb} ${withoutScriptOnly}`}
        href={item.video.embedUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <CardFace item={item} />
      </a>
      <button
        ref={trigger}
        type="button"
        className={`${styles.thumb} ${withScriptOnly}`}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <CardFace item={item} />
      </button>
      <h3 className={styles.cardTitle}>{item.title}</h3>
      {item.description ? <p className={styles.cardText}>{item.description}</p> : null}
    </li>
  );
}

/** The open dialog's title, close button, player (starting at once) and description. */
function DialogBody({
  video,
  titleId,
  onClose,
}: {
  video: DialogVideo;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslations(translations);
  return (
    <>
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {video.title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('Close')} onClick={onClose}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <VideoPlayer key={video.id} video={video.video} title={video.title} autoStart />
      {video.description ? <p className={styles.description}>{video.description}</p> : null}
    </>
  );
}

/**
 * Videos as cards that each open a modal dialog with the player (spec §2 video dialog group). The native modal
 * dialog keeps focus inside; Escape, the close button or a click outside closes it, and focus returns to the
 * card that opened it.
 */
export function VideoDialog({ columns, videos }: VideoDialogProps) {
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<number | null>(null);
  const titleId = useIslandId('title');
  const current = open === null ? null : videos[open];

  useEffect(() => {
    const element = dialog.current;
    if (open === null || !element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [open]);

  const onClose = () => {
    setOpen(null);
    const trigger = opener.current === null ? null : triggers.current[opener.current];
    trigger?.focus();
  };
  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function') element.close();
    else onClose();
  };
  // A click on the backdrop lands on the dialog element itself.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <ul className={styles.grid} style={{ '--video-columns': columns } as CSSProperties}>
        {videos.map((item, index) => (
          <VideoCard
            key={item.id}
            item={item}
            trigger={(element) => {
              triggers.current[index] = element;
            }}
            onOpen={() => {
              opener.current = index;
              setOpen(index);
            }}
          />
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
      >
        {current ? <DialogBody video={current} titleId={titleId} onClose={close} /> : null}
      </dialog>
    </>
  );
}
