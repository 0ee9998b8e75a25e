import type { IslandTexts } from '../../i18n/island-texts';
import { IslandTextsProvider } from '../../i18n/island-texts';
import { renderIsland } from '../../islands/hydrate-root';

import { AccountMenu } from './AccountMenu';
import { AccountNotices } from './AccountNotices';
import { loadHirerContext } from './hirer-context';
import type { AccountTextKey } from './texts';

/**
 * A signed-in reader's hirer context and, when it names a hirer, the menu (in the account area's `slot`) and the
 * account messages (beside it in the island's `marker`, so that they lie under the whole header) that show it:
 * the account area imports this only on an employer site once the reader is signed in, so candidate pages and
 * anonymous readers never load it, nor React for it.
 */
export async function showHirer(
  marker: HTMLElement,
  slot: HTMLElement,
  texts: IslandTexts<AccountTextKey>,
): Promise<void> {
  const answer = await loadHirerContext();
  if (answer.status !== 'authenticated') return;
  const { account } = answer;
  renderIsland(
    slot,
    <IslandTextsProvider value={texts}>
      <AccountMenu account={account} />
    </IslandTextsProvider>,
  );
  const notices = document.createElement('div');
  notices.style.display = 'contents';
  marker.appendChild(notices);
  renderIsland(
    notices,
    <IslandTextsProvider value={texts}>
      <AccountNotices account={account} />
    </IslandTextsProvider>,
  );
}
