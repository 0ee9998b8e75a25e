import { loadAuth } from '../../auth/store';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { AccountHeaderProps } from './AccountHeader';
import * as styles from './AccountHeader.css';

function span(className: string, text: string, hidden = false): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  if (hidden) element.setAttribute('aria-hidden', 'true');
  return element;
}

/**
 * The account area's behaviour on its server markup (no React): the page's one authentication request, then a
 * signed-in candidate's initial and first name in the reserved slot; on employer sites a signed-in hirer's menu
 * and account messages, whose code (hirer-details.tsx, with React) only a signed-in hirer loads.
 */
export const enhanceAccountHeader: EnhanceIsland<AccountHeaderProps> = (marker, { audience, texts }) => {
  const slot = marker.querySelector<HTMLElement>('[role="group"]');
  if (!slot) return;
  void loadAuth().then(async (auth) => {
    if (auth.status !== 'authenticated') return;
    if (audience === 'employer') {
      const { showHirer } = await import('./hirer-details');
      return showHirer(marker, slot, texts);
    }
    const name = auth.firstName;
    if (name)
      slot.replaceChildren(span(styles.initial, name.charAt(0).toUpperCase(), true), span(styles.name, name));
  });
};
