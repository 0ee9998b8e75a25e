import translations from '../../i18n/common.vocab';
import { islandTexts } from '../../i18n/island-text-props';

/** The texts the mobile menu shows, passed in its props in the page's language (server side only). */
export const mobileMenuTextKeys = [
  'Menu',
  'Open menu',
  'Close menu',
  'Show {section} links',
  'Language',
] as const;

export type MobileMenuTextKey = (typeof mobileMenuTextKeys)[number];

export const mobileMenuTexts = (language: string) => islandTexts(translations, language, mobileMenuTextKeys);
