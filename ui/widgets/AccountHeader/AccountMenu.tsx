import { useId, useRef, useState } from 'react';

import type { HirerAccount } from '../../../model/account';
import { useIslandTexts } from '../../i18n/island-texts';
import { useDismiss } from '../../islands/use-dismiss';

import * as styles from './AccountHeader.css';
import type { AccountTextKey } from './texts';

export interface AccountMenuProps {
  account: HirerAccount;
}

/**
 * The signed-in hirer in the header: first name and advertiser, a button opening the account's details and,
 * with more than one account, the link to switch. Escape, or a press anywhere else, closes it (on phones it
 * lies over the top of the page).
 */
export function AccountMenu({ account }: AccountMenuProps) {
  const t = useIslandTexts<AccountTextKey>();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const advertiser = account.advertiser;
  useDismiss(open, () => setOpen(false), button, [button, menu]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('Account of {name}', { name: account.firstName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.initial} aria-hidden="true">
          {account.firstName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{account.firstName}</span>
        {advertiser?.name ? <span className={styles.advertiser}>{advertiser.name}</span> : null}
      </button>
      {/* Rendered only while open: the panel's display would override a hidden attribute. */}
      <div
        ref={menu}
        id={menuId}
        className={styles.menu}
        hidden={!open}
        style={open ? undefined : { display: 'none' }}
      >
        <strong>{account.name || account.firstName}</strong>
        {account.email ? <span className={styles.secondary}>{account.email}</span> : null}
        {advertiser?.name ? <span>{advertiser.name}</span> : null}
        {advertiser?.switchAccountsHref ? (
          <a className={styles.link} href={advertiser.switchAccountsHref}>
            {t('Switch accounts')}
          </a>
        ) : null}
      </div>
    </>
  );
}
