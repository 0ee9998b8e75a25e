/** UI languages (spec §1); en-PSEUDO is generated from en by Vocab for spotting unextracted strings. */
export const languages = ['en', 'th', 'id', 'en-PSEUDO'] as const;

export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  (languages as readonly unknown[]).includes(value);

/**
 * The BCP 47 tag handed to Intl for a locale or language. English sites format like en-GB
 * (spec §9: "Dates formatted en-GB day month-short year"); other languages keep the Gregorian
 * calendar, since th defaults to the Buddhist era. Accepts the content-system form (th_TH).
 */
export const intlLocale = (locale: string): string => {
  const tag = locale.replace(/_/g, '-');
  const language = tag.split('-')[0]?.toLowerCase();
  if (!language || language === 'en' || language === 'default') return 'en-GB';
  return tag.includes('-u-') ? tag : `${tag}-u-ca-gregory`;
};
