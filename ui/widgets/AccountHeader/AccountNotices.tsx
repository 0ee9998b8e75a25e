import { useState } from 'react';

import type { HirerAccount } from '../../../model/account';
import { useIslandTexts } from '../../i18n/island-texts';

import * as styles from './AccountHeader.css';
import type { AccountTextKey } from './texts';

type NoticeKey = 'customerService' | 'activationPending' | 'creditHold';

function Notice({
  tone,
  closeLabel,
  onClose,
  children,
}: {
  tone: keyof typeof styles.noticeTone;
  closeLabel: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`${styles.notice} ${styles.noticeTone[tone]}`}
      role={tone === 'critical' ? 'alert' : 'status'}
    >
      <div className={styles.noticeBody}>{children}</div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * The hirer's account messages (spec §3 Hirer context, §6): the customer-service view banner while an operator
 * acts for the hirer (operator e-mail and the toggle link), activation pending, credit hold. Each can be
 * dismissed for the page.
 */
export function AccountNotices({ account }: { account: HirerAccount }) {
  const t = useIslandTexts<AccountTextKey>();
  const [dismissed, setDismissed] = useState<NoticeKey[]>([]);
  const shown = (key: NoticeKey) => !dismissed.includes(key);
  const dismiss = (key: NoticeKey) => () => setDismissed((keys) => [...keys, key]);
  const cs = account.customerService;
  const email = account.email ?? account.name;
  const operatorEmail = cs?.operatorEmail ?? '';
  const close = t('Dismiss');
  const notices = [
    cs && shown('customerService') ? (
      <Notice key="cs" tone="caution" closeLabel={close} onClose={dismiss('customerService')}>
        <strong>{t('Customer service view')}</strong>
        <span>
          {cs.isCsView
            ? t('You are viewing the account of {email} as {operatorEmail}.', { email, operatorEmail })
            : t('You are signed in to the account of {email} as {operatorEmail}.', { email, operatorEmail })}
        </span>
        {cs.toggleHref ? (
          <a className={styles.link} href={cs.toggleHref}>
            {cs.isCsView ? t('Turn off customer service view') : t('Turn on customer service view')}
          </a>
        ) : null}
      </Notice>
    ) : null,
    account.advertiser?.isActivationPending && shown('activationPending') ? (
      <Notice key="activation" tone="info" closeLabel={close} onClose={dismiss('activationPending')}>
        {t('Your account is waiting to be activated. Some features are not available until it is.')}
      </Notice>
    ) : null,
    account.advertiser?.showOnCreditHoldMessage && shown('creditHold') ? (
      <Notice key="credit" tone="critical" closeLabel={close} onClose={dismiss('creditHold')}>
        {t('Your account is on credit hold. Contact us to keep posting job ads.')}
      </Notice>
    ) : null,
  ].filter(Boolean);
  return notices.length ? <div className={styles.notices}>{notices}</div> : null;
}
