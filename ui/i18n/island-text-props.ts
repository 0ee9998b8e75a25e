import type { ParsedFormatFnByKey, TranslationFile } from '@vocab/core';

import type { CountTexts } from './count-text';
import { intlLocale, isLanguage, type Language } from './languages';
import type { IslandTexts } from './texts-translator';

type Message = { format: (values: object) => unknown };

type MessagesOf<T> = T extends TranslationFile<Language, infer M> ? M : never;

/** The keys of a Vocab translation file. */
export type TextKey<T> = keyof MessagesOf<T> & string;

/** Answers every argument with its own `{name}`, so a formatted message keeps its placeholders. */
const placeholders = new Proxy(
  {},
  { has: () => true, get: (_target, name) => (typeof name === 'string' ? `{${name}}` : undefined) },
);

const pageLanguage = (language: string): Language => (isLanguage(language) ? language : 'en');

function loadedMessages(translations: TranslationFile<Language, ParsedFormatFnByKey>, language: string) {
  const lang = pageLanguage(language);
  const messages = translations.getLoadedMessages(lang, intlLocale(lang)) as Record<string, Message> | null;
  if (!messages) throw new Error(`A translation file has no ${lang} messages loaded`);
  return messages;
}

/**
 * The `keys` of a translation file in the page's language as plain strings, for an island's props (server side):
 * the island then ships neither the texts of the other languages nor Vocab's formatter. Messages may use plain
 * `{name}` arguments only (no plurals or tags), which `useIslandTexts` fills in.
 */
export function islandTexts<T extends TranslationFile<Language, ParsedFormatFnByKey>, K extends TextKey<T>>(
  translations: T,
  language: string,
  keys: readonly K[],
): IslandTexts<K> {
  const messages = loadedMessages(translations, language);
  return Object.fromEntries(
    keys.map((key) => {
      const message = messages[key];
      if (!message) throw new Error(`No message "${key}"`);
      return [key, String(message.format(placeholders))];
    }),
  ) as IslandTexts<K>;
}

// What countTexts made, per translation file and language and key: a page may render it more than once.
const madeCountTexts = new WeakMap<object, Map<string, CountTexts>>();

/**
 * A message with a `{count, plural, …}` argument, in the page's language, for a plain island (countText fills it
 * in): its text for none, and for each plural form of the language its text for the smallest number in that form,
 * the number replaced by `{count}`.
 */
export function countTexts<T extends TranslationFile<Language, ParsedFormatFnByKey>>(
  translations: T,
  language: string,
  key: TextKey<T>,
): CountTexts {
  const lang = pageLanguage(language);
  const made = madeCountTexts.get(translations) ?? new Map<string, CountTexts>();
  madeCountTexts.set(translations, made);
  let texts = made.get(`${lang} ${key}`);
  if (texts) return texts;
  const message = loadedMessages(translations, lang)[key];
  if (!message) throw new Error(`No message "${key}"`);
  const locale = intlLocale(lang);
  const rules = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const forms: CountTexts['forms'] = {};
  const formCount = rules.resolvedOptions().pluralCategories.length;
  for (let count = 1; count <= 200 && Object.keys(forms).length < formCount; count += 1) {
    const form = rules.select(count);
    forms[form] ??= String(message.format({ count })).replace(number.format(count), '{count}');
  }
  texts = Object.freeze({ locale, zero: String(message.format({ count: 0 })), forms: Object.freeze(forms) });
  made.set(`${lang} ${key}`, texts);
  return texts;
}
