import type { Context } from 'hono';

import { defaultLocale, languageOfLocale, type Language } from '../../../model/locale';
import type { AppEnv } from '../../env';

/**
 * The language an entry read in `entryLocale` is written in on this site: its locale's, or the site's first
 * for the CMS default locale (spec §4).
 */
export function entryLanguage(c: Context<AppEnv>, entryLocale: string): Language {
  if (entryLocale === defaultLocale) return c.get('site').locales[0]?.language ?? 'en';
  return languageOfLocale(entryLocale);
}

/**
 * The fallback rule of every page type (README "Languages and search engines"): a page whose entry has no
 * version in the page's language is still served, in the page's language around the entry, its entry's texts
 * marked with the language they are in; its canonical is the entry's address in that language (the source),
 * it names no hreflang alternates, and the sitemap does not list it. Returns that source language, or null
 * when the entry is in the page's language.
 */
export function fallbackSource(c: Context<AppEnv>, entryLocale: string): Language | null {
  const language = entryLanguage(c, entryLocale);
  return language === c.get('language') ? null : language;
}
