import type { Context } from 'hono';

import { pageHref } from '../../model/links';
import type { PageView } from '../../model/page/page-view';
import type { AppEnv } from '../env';
import type { Language } from '../site/sites';

export interface PageAlternate {
  language: Language;
  /** BCP 47, e.g. th-TH. */
  hreflang: string;
  /** The page's path in that language, e.g. /th/about. */
  path: string;
}

/**
 * The site's languages a content page exists in (its CMS localizations; `default` stands for the site's first
 * language), each with the page's address there, for hreflang and the language switcher.
 */
export function pageAlternates(c: Context<AppEnv>, page: PageView): PageAlternate[] {
  const [first] = c.get('site').locales;
  return c.get('site').locales.flatMap((locale) => {
    const localization =
      page.localizations.find((l) => l.locale === locale.hygraphLocale) ??
      (locale === first ? page.localizations.find((l) => l.locale === 'default') : undefined);
    if (!localization) return [];
    const path = pageHref(localization.slug, page.section, locale.language);
    return [{ language: locale.language, hreflang: locale.locale, path }];
  });
}
