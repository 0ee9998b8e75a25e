/** Languages, the CMS default locale, and the locale rules of spec §4 (fallback) and §5 (skipDefaultLocale). */

/** The path languages of spec §1: English everywhere, Thai on th, Bahasa on id. */
export type Language = 'en' | 'th' | 'id';

/** The content system's default locale (spec §1: "default, en_AU, …"). */
export const defaultLocale = 'default';

/** What a mapping needs to know about the request: the CMS locale asked for and the path language. */
export interface ViewScope {
  /** The requested CMS locale, e.g. th_TH. */
  locale: string;
  language: Language;
}

/** The path prefix of a language (spec §2): '/th', '/id', or '' for English. */
export function languagePrefix(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** The locales to read, in fallback order (spec §4): the requested one, the site's default, the CMS default. */
export function localesWithDefault(requested: string, siteDefault: string): string[] {
  return [...new Set([requested, siteDefault, defaultLocale])];
}

/** A title or name that is empty or just '-' marks a missing translation, or a placeholder (spec §5). */
export function isMissingTitle(title: string | null | undefined): boolean {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' || trimmed === '-';
}

/**
 * Keeps localised content unless its locale is the CMS default and fallback does not apply, i.e. the
 * item asks to skip the default locale (spec §5). The API only answers locales that were asked for.
 */
export function keepDefaultLocale(item: Readonly<Record<string, unknown>>): boolean {
  return !(item.locale === defaultLocale && item.skipDefaultLocale === true);
}

/**
 * Whether a localised part is left out: content in another locale than the one asked for (a fallback)
 * when its owner says `skipDefaultLocale`, i.e. fallback does not apply (spec §4, §5).
 */
export function skipsLocale(itemLocale: string | null | undefined, scope: ViewScope, skip: boolean): boolean {
  return skip && Boolean(itemLocale) && itemLocale !== scope.locale;
}

/**
 * Whether a group member (an accordion) is left out: one in another locale when its block skips the
 * default locale, and one in the CMS default locale whenever another locale was asked for (spec §5).
 */
export function skipsMember(
  memberLocale: string | null | undefined,
  scope: ViewScope,
  skip: boolean,
): boolean {
  if (memberLocale === defaultLocale && scope.locale !== defaultLocale) return true;
  return skipsLocale(memberLocale, scope, skip);
}

/**
 * The localisation to show, in fallback order (spec §4): the first of `locales` that the entry has
 * with a real name (not a missing translation).
 */
export function pickLocalization<T extends { locale: string }>(
  localizations: readonly T[],
  locales: readonly string[],
  nameOf: (item: T) => string | null | undefined,
): T | undefined {
  for (const locale of locales) {
    const found = localizations.find((item) => item.locale === locale);
    if (found && !isMissingTitle(nameOf(found))) return found;
  }
  return undefined;
}

/** The path language of a CMS locale: th_TH → th, id_ID → id, anything else → en. */
export function languageOfLocale(locale: string): Language {
  if (locale === 'th_TH') return 'th';
  if (locale === 'id_ID') return 'id';
  return 'en';
}
