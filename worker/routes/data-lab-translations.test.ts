import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import survey from '../../kv-seed/datasets/survey.json';
import { createApp } from '../app';

const app = createApp();
const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#x27': "'", '#39': "'" };
/** The text of the page's main element, tags dropped and entities decoded. */
const mainText = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ');

type Locale = keyof typeof survey.translations;

/** English names of the survey whose translation does not contain them (not 'Gen Z' in Bahasa, nor '18-27'). */
function translatedNames(country: 'th' | 'id', locale: Locale): string[] {
  const translations: Record<string, string> = survey.translations[locale];
  const values: Record<string, string[]> = survey.countries[country].values;
  const names = [
    ...survey.categories.flatMap((category) => [category.name, ...category.options]),
    ...Object.values(values).flat(),
  ];
  return [...new Set(names)].filter((name) => translations[name] && !translations[name].includes(name));
}

describe('Data Lab names in Thai and Bahasa (spec §7 getTranslations)', () => {
  it.each([
    ['candidate-th', 'th', 'th-TH', ['Industry', 'Accounting', 'Gender', 'Female']],
    ['employer-id', 'id', 'id-ID', ['Work type', 'Full time', 'Seniority', 'Manager']],
  ] as const)(
    '%s shows every driver, option, category and demographic name translated',
    async (site, country, locale, query) => {
      const [primary, primaryOption, secondary, secondaryOption] = query;
      const search = new URLSearchParams({
        primaryDriver: primary,
        primaryDriverOptions: primaryOption,
        secondaryDriver: secondary,
        secondaryDriverOptions: secondaryOption,
      });
      const url = `http://${site}.localhost/${country}/${country}/talent-attraction-lab/data-lab?${search}`;
      const res = await app.request(url, {}, env);
      expect(res.status).toBe(200);
      const text = mainText(await res.text());
      const translations: Record<string, string> = survey.translations[locale];
      const english = translatedNames(country, locale).filter((name) =>
        new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w])`).test(text),
      );
      expect(english).toEqual([]);
      for (const name of ['Pay above market rate', 'No children', primaryOption, secondaryOption]) {
        expect(text).toContain(translations[name]);
      }
    },
  );
});
