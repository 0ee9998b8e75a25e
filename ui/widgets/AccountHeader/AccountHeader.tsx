import type { IslandTexts } from '../../i18n/texts-translator';

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
 * account messages (employer sites, from /api/hirer-context), filled in by its plain script (enhance.ts). Its
 * place is reserved, so it fills in without moving the page, and the page stays one cached page for everyone.
 */
export function AccountHeader({ texts }: AccountHeaderProps) {
  return <div className={styles.slot} role="group" aria-label={texts.Account} />;
}
