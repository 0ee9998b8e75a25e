/** The content system's default locale (spec §1: "default, en_AU, …"). */
export const defaultLocale = 'default';

/**
 * The locales to ask the CMS for, in fallback order: the requested locale, then the default,
 * which is appended when missing (spec §4).
 */
export function localesWithDefault(locale: string): string[] {
  return locale === defaultLocale ? [defaultLocale] : [locale, defaultLocale];
}

/**
 * Keeps an item only when its localisation is usable for the requested locale: content whose
 * locale is the default is dropped unless fallback applies (spec §5).
 */
export function keepLocalized(
  itemLocale: string | null | undefined,
  requested: string,
  fallback: boolean,
): boolean {
  if (!itemLocale) return fallback;
  if (itemLocale === requested) return true;
  return itemLocale === defaultLocale && fallback;
}
