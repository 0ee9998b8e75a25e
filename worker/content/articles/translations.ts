import { defaultLocale } from '../locales';

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
