import { useEffect, useState } from 'react';

import type { HirerAccount } from '../../../model/account';
import { useAuth } from '../../auth';
import { IslandTextsProvider, useIslandTexts, type IslandTexts } from '../../i18n/island-texts';

import * as styles from './AccountHeader.css';
import type { AccountTextKey } from './texts';

export interface AccountHeaderProps {
  /** Employer sites show the hirer context; candidate sites the signed-in name (spec §1 site name). */
  audience: 'candidate' | 'employer';
  /** Its texts in the page's language (`accountTexts`): the island ships no translations. */
  texts: IslandTexts<AccountTextKey>;
}

/**
 * The header's account area (spec §3): empty while the authentication status is pending and for anonymous
 * readers; once signed in, the first name (candidate sites) or the hirer's name, advertiser, switch accounts and
 * account messages (employer sites, from /api/hirer-context). Its place is reserved, so it fills in without
 * moving the page, and the page stays one cached page for everyone.
 */
export function AccountHeader({ texts, audience }: AccountHeaderProps) {
  return (
    <IslandTextsProvider value={texts}>
      <AccountArea audience={audience} />
    </IslandTextsProvider>
  );
}

/** The signed-in hirer's account and the components that show it (loaded with it). */
type SignedInHirer = { account: HirerAccount } & Omit<typeof import('./hirer-details'), 'loadHirerContext'>;

function AccountArea({ audience }: Omit<AccountHeaderProps, 'texts'>) {
  const t = useIslandTexts<AccountTextKey>();
  const auth = useAuth();
  const [hirer, setHirer] = useState<SignedInHirer | null>(null);
  const signedIn = auth.status === 'authenticated';
  useEffect(() => {
    if (audience !== 'employer' || !signedIn) return;
    let current = true;
    void import('./hirer-details').then(async (details) => {
      const answer = await details.loadHirerContext();
      if (current && answer.status === 'authenticated') setHirer({ account: answer.account, ...details });
    });
    return () => {
      current = false;
    };
  }, [audience, signedIn]);

  const candidateName = audience === 'candidate' && signedIn ? auth.firstName : undefined;
  return (
    <>
      <div className={styles.slot} role="group" aria-label={t('Account')}>
        {candidateName ? (
          <>
            <span className={styles.initial} aria-hidden="true">
              {candidateName.charAt(0).toUpperCase()}
            </span>
            <span className={styles.name}>{candidateName}</span>
          </>
        ) : null}
        {hirer ? <hirer.AccountMenu account={hirer.account} /> : null}
      </div>
      {/* Beside the slot, so that it lies under the whole header (the header is its positioned ancestor). */}
      {hirer ? <hirer.AccountNotices account={hirer.account} /> : null}
    </>
  );
}
