import { useEffect, useRef, useState } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';
import { useIslandId } from '../../islands/island-id';
import { useDismiss } from '../../islands/use-dismiss';

import * as styles from './DataLabShare.css';

export interface DataLabShareProps {
  /** The results' absolute URL, query included: the link people share. */
  url: string;
  title: string;
}

type CopyState = 'idle' | 'copied' | 'failed' | 'unavailable';

const messages = {
  copied: 'Link copied to clipboard',
  failed: 'Failed to copy link',
  unavailable: 'Clipboard access not available',
} as const;

/** The Data Lab share menu (spec §2): copy the link (spec §8 messages), LinkedIn or e-mail. */
export function DataLabShare({ url, title }: DataLabShareProps) {
  const { t } = useTranslations(translations);
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const menuId = useIslandId('menu');
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 5000);
    return () => clearTimeout(timer);
  }, [copy]);

  useDismiss(open, () => setOpen(false), button, [wrap]);

  const copyLink = async () => {
    setOpen(false);
    button.current?.focus();
    if (!navigator.clipboard?.writeText) {
      setCopy('unavailable');
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const encoded = encodeURIComponent(url);
  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('Share')}
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} aria-label={t('Share these results')}>
        <li>
          <button type="button" className={styles.item} onClick={copyLink}>
            {t('Copy link')}
          </button>
        </li>
        <li>
          <a
            className={styles.item}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('Share on LinkedIn')}
          </a>
        </li>
        <li>
          <a className={styles.item} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`}>
            {t('Share by email')}
          </a>
        </li>
      </ul>
      <p
        role="status"
        className={`${styles.status} ${copy === 'copied' ? styles.positive : styles.critical}`}
      >
        {copy === 'idle' ? '' : t(messages[copy])}
      </p>
    </div>
  );
}
