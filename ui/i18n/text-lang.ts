import { useLanguage } from '@vocab/react';

import type { Language } from '../../model/locale';

/**
 * The `lang` a text written in `written` needs on this page: that language when it is not the page's (an
 * English title in a Thai list, a fallback article's body), so screen readers and search engines read it as
 * what it is; none when it is the page's language or unknown.
 */
export function useTextLang(written: Language | null | undefined): Language | undefined {
  const { language } = useLanguage();
  if (!written) return undefined;
  return written === language.split('-')[0] ? undefined : written;
}
