import type { Context } from 'hono';

import { localizedPath } from '../../model/links';
import type { PageView } from '../../model/page/page-view';
import type { AppEnv } from '../env';
import type { Language } from '../site/sites';

export interface HomeAlternate {
  language: Language;
  /** BCP 47, e.g. th-TH. */
  hreflang: string;
  /** The home path in that language: '/', '/th/'. */
  path: string;
}

/** The site's languages the home page exists in (from its CMS localizations), for hreflang and the switcher. */
export function homeAlternates(c: Context<AppEnv>, page: PageView): HomeAlternate[] {
  const locales = new Set(page.localizations.map((l) => l.locale));
  return c
    .get('site')
    .locales.filter((l) => locales.has(l.hygraphLocale))
    .map((l) => ({ language: l.language, hreflang: l.locale, path: localizedPath('/', l.language) }));
}

/** The robots directives of the CMS seo fields (spec §2 SEO), or undefined when the page may be indexed. */
export function robotsOf(seo: PageView['seo']): string | undefined {
  const directives = [seo.noIndex ? 'noindex' : null, seo.noArchive ? 'noarchive' : null].filter(Boolean);
  return directives.length ? directives.join(', ') : undefined;
}
