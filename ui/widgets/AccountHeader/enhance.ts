import { loadAuth } from '../../auth/store';
import { element } from '../../islands/dom';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { AccountHeaderProps } from './AccountHeader';
import * as styles from './AccountHeader.css';
import { nameInitial } from './initial';

/**
 * The account area's behaviour on its server markup (no React): the page's one authentication request, then a
 * signed-in candidate's initial and first name in the reserved slot; on employer sites a signed-in hirer's menu
 * and account messages, whose code (hirer-details.ts) only a signed-in hirer loads.
 */
export const enhanceAccountHeader: EnhanceIsland<AccountHeaderProps> = (
  marker,
  { audience, texts },
  islandId,
) => {
  const slot = marker.querySelector<HTMLElement>('[role="group"]');
  if (!slot) return;
  void loadAuth().then(async (auth) => {
    if (auth.status !== 'authenticated') return;
    if (audience === 'employer') {
      const { showHirer } = await import('./hirer-details');
      return showHirer(marker, slot, texts, islandId);
    }
    const name = auth.firstName;
    if (name) slot.replaceChildren(nameInitial(name), element('span', styles.name, name));
  });
};
