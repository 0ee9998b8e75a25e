import { useEffect, useState } from 'react';

import type { HirerAccount } from '../../../model/account';
import { useAuth } from '../../auth';
import { useTranslations } from '../../i18n';

import translations from './account.vocab';
import * as styles from './AccountHeader.css';
import { AccountMenu } from './AccountMenu';
import { AccountNotices } from './AccountNotices';
import { loadHirerContext } from './hirer-context';

export interface AccountHeaderProps {
  /** Employer sites show the hirer context; candidate sites the signed-in name (spec §1 site name). */
  audience: 'candidate' | 'employer';
}

/**
 * The header's account area (spec §3): empty while the authentication status is pending and for anonymous
 * readers; once signed in, the first name (candidate sites) or the hirer's name, advertiser, switch accounts and
 * account messages (employer sites, from /api/hirer-context). Its place is reserved, so it fills in without
 * moving the page, and the page stays one cached page for everyone.
 */
export function AccountHeader({ audience }: AccountHeaderProps) {
  const { t } = useTranslations(translations);
  const auth = useAuth();
  const [account, setAccount] = useState<HirerAccount | null>(null);
  const signedIn = auth.status === 'authenticated';
  useEffect(() => {
    if (audience !== 'employer' || !signedIn) return;
    let current = true;
    void loadHirerContext().then((answer) => {
      if (current && answer.status === 'authenticated') setAccount(answer.account);
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
        {account ? <AccountMenu account={account} /> : null}
      </div>
      {/* Beside the slot, so that it lies under the whole header (the header is its positioned ancestor). */}
      {account ? <AccountNotices account={account} /> : null}
    </>
  );
}
