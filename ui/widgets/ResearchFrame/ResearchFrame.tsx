import { useEffect, useRef, useState } from 'react';

import { frameMessage, frameSrc, pageName, RESIZE_DELAY_MS } from './messages';
import * as styles from './ResearchFrame.css';

export interface ResearchFrameProps {
  title: string;
  /** The research page: site-relative or an https address. */
  src: string;
  /** Height before the research page reports its own, in px. */
  height: number;
}

const pageFromLocation = () => pageName(new URLSearchParams(window.location.search).get('page'));

/**
 * The research page in a frame (spec §2): it opens at the section named by the `page` query parameter; when its
 * reader moves to another section this page pushes a history entry (?page=…) carrying that hash, and Back and
 * Forward tell the frame which section to show. Only messages from the frame's own window and origin count.
 */
export function ResearchFrame({ title, src, height }: ResearchFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameHeight, setFrameHeight] = useState(height);

  useEffect(() => {
    const origin = new URL(src, window.location.href).origin;
    const send = (message: object) => frame.current?.contentWindow?.postMessage(message, origin);
    // The server cannot know the query; the frame opens at the section it names.
    const page = pageFromLocation();
    if (page && frame.current) frame.current.src = frameSrc(src, page);

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data);
      if (message?.type === 'research:height') setFrameHeight(message.height);
      if (message?.type === 'research:page' && message.page !== pageFromLocation()) {
        const url = new URL(window.location.href);
        url.searchParams.set('page', message.page);
        window.history.pushState({ researchPage: message.page, hash: `#${message.page}` }, '', url);
      }
    };
    const onPopState = () => send({ type: 'research:show', page: pageFromLocation() });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLoad = () => {
      clearTimeout(timer);
      timer = setTimeout(() => send({ type: 'research:measure' }), RESIZE_DELAY_MS);
    };
    const element = frame.current;
    // The frame may have loaded before this island woke up.
    onLoad();
    window.addEventListener('message', onMessage);
    window.addEventListener('popstate', onPopState);
    element?.addEventListener('load', onLoad);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('popstate', onPopState);
      element?.removeEventListener('load', onLoad);
    };
  }, [src]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={frameSrc(src, null)}
      title={title}
      style={{ height: frameHeight }}
      loading="lazy"
    />
  );
}
