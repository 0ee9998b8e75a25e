import type { ReactNode } from 'react';

import { withScriptOnly } from '../../components/script-media.css';
import { IslandTextsProvider, useIslandTexts } from '../../i18n/island-texts';
import type { IslandTexts } from '../../i18n/texts-translator';
import { useIslandId } from '../../islands/island-id';

import { CopyIcon, FacebookIcon, LinkedInIcon, MailIcon, PrintIcon, TickIcon, XIcon } from './icons';
import { assertShareType, shareHref, shareTypes, type ShareType } from './share-links';
import * as styles from './ShareBar.css';
import type { ShareBarTextKey } from './texts';

export interface ShareBarProps {
  /** The article's absolute URL. */
  url: string;
  title: string;
  /** Which targets to offer, in order; all of them by default. An unsupported type throws. */
  types?: string[];
  /** Its texts in the page's language (`shareBarTexts`): the island ships no translations. */
  texts: IslandTexts<ShareBarTextKey>;
}

type Label =
  'Share on Facebook' | 'Share on X' | 'Share on LinkedIn' | 'Share by email' | 'Copy link' | 'Print';

const targets: Record<ShareType, { label: Label; icon: ReactNode }> = {
  facebook: { label: 'Share on Facebook', icon: <FacebookIcon /> },
  x: { label: 'Share on X', icon: <XIcon /> },
  linkedin: { label: 'Share on LinkedIn', icon: <LinkedInIcon /> },
  email: { label: 'Share by email', icon: <MailIcon /> },
  copy: { label: 'Copy link', icon: <CopyIcon /> },
  print: { label: 'Print', icon: <PrintIcon /> },
};

/**
 * Share buttons of an article (spec §2): networks and e-mail as plain links, copy link and print as actions.
 * In the browser the two actions are plain DOM (`enhance.ts`), with no React; where no script runs they are
 * not drawn (the browser's own menu copies and prints).
 */
export function ShareBar({ texts, ...props }: ShareBarProps) {
  return (
    <IslandTextsProvider value={texts}>
      <ShareButtons {...props} />
    </IslandTextsProvider>
  );
}

function ShareButtons({ url, title, types = [...shareTypes] }: Omit<ShareBarProps, 'texts'>) {
  types.forEach(assertShareType);
  const t = useIslandTexts<ShareBarTextKey>();
  const statusId = useIslandId('status');
  return (
    <div className={styles.wrap}>
      <ul className={styles.bar} aria-label={t('Share this article')}>
        {types.map((type) => {
          const { label, icon } = targets[type as ShareType];
          const href = shareHref(type, { url, title });
          const name = t(label);
          return (
            <li key={type} className={href ? undefined : withScriptOnly}>
              {href ? (
                <a
                  className={styles.action}
                  href={href}
                  aria-label={name}
                  title={name}
                  {...(type === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {icon}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={name}
                  title={name}
                  aria-describedby={type === 'copy' ? statusId : undefined}
                  data-share-action={type}
                >
                  {icon}
                  {type === 'copy' ? <TickIcon /> : null}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <span role="status" id={statusId} className={styles.status} />
    </div>
  );
}
