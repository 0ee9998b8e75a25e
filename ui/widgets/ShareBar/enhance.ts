import type { EnhanceIsland } from '../../islands/plain-island';

import type { ShareBarProps } from './ShareBar';
import * as styles from './ShareBar.css';

/** How long the copy confirmation stays. */
const STATUS_MS = 4000;

/**
 * The share bar's actions on its server markup (no React; the networks and e-mail are plain links): copy link
 * writes the page's URL to the clipboard and says so (or that it could not) in the status for a few seconds,
 * its icon a tick meanwhile; print prints the page.
 */
export const enhanceShareBar: EnhanceIsland<Pick<ShareBarProps, 'url' | 'texts'>> = (
  marker,
  { url, texts },
) => {
  const status = marker.querySelector<HTMLElement>('[role="status"]');
  const copy = marker.querySelector<HTMLButtonElement>('[data-share-action="copy"]');
  const display = (name: string, shown: boolean) => {
    const svg = copy?.querySelector(`[data-icon="${name}"]`);
    if (shown) svg?.removeAttribute('display');
    else svg?.setAttribute('display', 'none');
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: 'idle' | 'copied' | 'failed') => {
    if (!status) return;
    status.textContent =
      state === 'copied' ? texts['Link copied'] : state === 'failed' ? texts['Could not copy the link'] : '';
    status.classList.toggle(styles.failed, state === 'failed');
    const copied = state === 'copied';
    display('copy', !copied);
    display('copied', copied);
    clearTimeout(timer);
    if (state !== 'idle') timer = setTimeout(() => show('idle'), STATUS_MS);
  };
  copy?.addEventListener('click', () => {
    // No clipboard (an insecure page) fails like a refusal.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => show('copied'),
        () => show('failed'),
      );
  });
  marker.querySelector('[data-share-action="print"]')?.addEventListener('click', () => window.print());
};
