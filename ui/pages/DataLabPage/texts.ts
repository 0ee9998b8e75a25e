/**
 * Texts the Data Lab results repeat, kept per language: a result page prints '{percent} percent' for every
 * importance level of every driver and option (hundreds of formatted messages per render, each through
 * intl-messageformat) and the survey months through Intl.DateTimeFormat, whose construction costs ~100 times a
 * format. The kept texts are few (percentages of 0-100); bounded all the same (emptied when full).
 */
import { useLanguage, useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';
import { intlLocale } from '../../i18n/languages';

const percents = new Map<string, string>();
export const PERCENT_TEXTS_KEPT = 1000;

/** `percent(28)` → '28%' in the page's language ('{percent} percent' of data-lab.vocab). */
export function usePercentText(): (percent: number) => string {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  return (percent) => {
    const key = `${language} ${percent}`;
    let text = percents.get(key);
    if (text === undefined) {
      text = t('{percent} percent', { percent });
      if (percents.size >= PERCENT_TEXTS_KEPT) percents.clear();
      percents.set(key, text);
    }
    return text;
  };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** 'January 2023' in the page's language, for a month given as '2023-01'. */
export function useMonthText(): (month: string) => string {
  const format = monthFormat(useLanguage().language);
  return (month) => format.format(new Date(`${month}-01T00:00:00Z`));
}

function monthFormat(language: string): Intl.DateTimeFormat {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(language, format);
  }
  return format;
}
