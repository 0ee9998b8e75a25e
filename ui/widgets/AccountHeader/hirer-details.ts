import type { HirerAccount } from '../../../model/account';
import type { IslandTexts } from '../../i18n/texts-translator';
import { textsTranslator } from '../../i18n/texts-translator';
import { listenForDismiss } from '../../islands/dismiss';
import { element } from '../../islands/dom';

import * as styles from './AccountHeader.css';
import { loadHirerContext } from './hirer-context';
import { nameInitial } from './initial';
import type { AccountTextKey } from './texts';

type Translate = (key: AccountTextKey, values?: Record<string, string>) => string;

/**
 * The signed-in hirer in the header: first name and advertiser on a button opening the account's details and,
 * with more than one account, the link to switch. Escape, or a press anywhere else, closes it (on phones it lies
 * over the top of the page).
 */
function accountMenu(account: HirerAccount, t: Translate, menuId: string): HTMLElement[] {
  const advertiser = account.advertiser;
  const button = element(
    'button',
    styles.button,
    nameInitial(account.firstName),
    element('span', styles.name, account.firstName),
  );
  // A space between name and advertiser, which show as two lines: the button's text reads as two words.
  if (advertiser?.name) {
    button.appendChild(document.createTextNode(' '));
    button.appendChild(element('span', styles.advertiser, advertiser.name));
  }
  button.type = 'button';
  button.setAttribute('aria-controls', menuId);
  // The label holds what the button shows, in its order (WCAG 2.5.3 label in name).
  const name = account.firstName;
  const label = advertiser?.name
    ? t('Account of {name}, {advertiser}', { name, advertiser: advertiser.name })
    : t('Account of {name}', { name });
  button.setAttribute('aria-label', label);
  const menu = element('div', styles.menu, element('strong', '', account.name || account.firstName));
  menu.id = menuId;
  if (account.email) menu.appendChild(element('span', styles.secondary, account.email));
  if (advertiser?.name) menu.appendChild(element('span', '', advertiser.name));
  if (advertiser?.switchAccountsHref) {
    const link = element('a', styles.link, t('Switch accounts'));
    link.href = advertiser.switchAccountsHref;
    menu.appendChild(link);
  }
  let stopListening: (() => void) | undefined;
  function setOpen(open: boolean) {
    button.setAttribute('aria-expanded', String(open));
    // The panel's display would override a hidden attribute.
    menu.hidden = !open;
    menu.style.display = open ? '' : 'none';
    stopListening?.();
    stopListening = open
      ? listenForDismiss(
          () => setOpen(false),
          () => button,
          () => [button, menu],
        )
      : undefined;
  }
  setOpen(false);
  button.addEventListener('click', () => setOpen(menu.hidden));
  return [button, menu];
}

/** One account message with its button to dismiss it for the page. */
function notice(tone: keyof typeof styles.noticeTone, closeLabel: string, ...body: (Node | string)[]) {
  const close = element('button', styles.close, '×');
  close.type = 'button';
  close.setAttribute('aria-label', closeLabel);
  const box = element(
    'div',
    `${styles.notice} ${styles.noticeTone[tone]}`,
    element('div', styles.noticeBody, ...body),
    close,
  );
  box.setAttribute('role', tone === 'critical' ? 'alert' : 'status');
  close.addEventListener('click', () => {
    const list = box.parentElement;
    box.remove();
    if (list && list.childElementCount === 0) list.remove();
  });
  return box;
}

/**
 * The hirer's account messages (spec §3 Hirer context, §6): the customer-service view banner while an operator
 * acts for the hirer (operator e-mail and the toggle link), activation pending, credit hold. Each can be
 * dismissed for the page; none, no element.
 */
function accountNotices(account: HirerAccount, t: Translate): HTMLElement | null {
  const cs = account.customerService;
  const email = account.email ?? account.name;
  const operatorEmail = cs?.operatorEmail ?? '';
  const close = t('Dismiss');
  const notices: HTMLElement[] = [];
  if (cs) {
    const body: (Node | string)[] = [
      element('strong', '', t('Customer service view')),
      element(
        'span',
        '',
        cs.isCsView
          ? t('You are viewing the account of {email} as {operatorEmail}.', { email, operatorEmail })
          : t('You are signed in to the account of {email} as {operatorEmail}.', { email, operatorEmail }),
      ),
    ];
    if (cs.toggleHref) {
      const link = element(
        'a',
        styles.link,
        cs.isCsView ? t('Turn off customer service view') : t('Turn on customer service view'),
      );
      link.href = cs.toggleHref;
      body.push(link);
    }
    notices.push(notice('caution', close, ...body));
  }
  if (account.advertiser?.isActivationPending)
    notices.push(
      notice(
        'info',
        close,
        t('Your account is waiting to be activated. Some features are not available until it is.'),
      ),
    );
  if (account.advertiser?.showOnCreditHoldMessage)
    notices.push(
      notice('critical', close, t('Your account is on credit hold. Contact us to keep posting job ads.')),
    );
  return notices.length ? element('div', styles.notices, ...notices) : null;
}

/**
 * A signed-in reader's hirer context and, when it names a hirer, the menu (in the account area's `slot`) and the
 * account messages (beside it in the island's `marker`, in their own region at the foot of the screen) that show it,
 * as plain elements: the account area imports this only on an employer site once the reader is signed in, so
 * candidate pages and anonymous readers never load it.
 */
export async function showHirer(
  marker: HTMLElement,
  slot: HTMLElement,
  texts: IslandTexts<AccountTextKey>,
  islandId: string,
): Promise<void> {
  const answer = await loadHirerContext();
  if (answer.status !== 'authenticated') return;
  const { account } = answer;
  const t: Translate = textsTranslator(texts);
  slot.replaceChildren(...accountMenu(account, t, `${islandId}-menu`));
  const notices = accountNotices(account, t);
  if (notices) marker.appendChild(notices);
}
