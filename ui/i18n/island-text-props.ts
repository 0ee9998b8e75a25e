import type { ParsedFormatFnByKey, TranslationFile } from '@vocab/core';

import type { IslandTexts } from './island-texts';
import { intlLocale, isLanguage, type Language } from './languages';

type MessagesOf<T> = T extends TranslationFile<Language, infer M> ? M : never;

/** The keys of a Vocab translation file. */
export type TextKey<T> = keyof MessagesOf<T> & string;

/** Answers every argument with its own `{name}`, so a formatted message keeps its placeholders. */
const placeholders = new Proxy(
  {},
  { has: () => true, get: (_target, name) => (typeof name === 'string' ? `{${name}}` : undefined) },
);

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
  const lang = isLanguage(language) ? language : 'en';
  const messages = translations.getLoadedMessages(lang, intlLocale(lang)) as Record<
    string,
    { format: (values: object) => unknown }
  > | null;
  if (!messages) throw new Error(`A translation file has no ${lang} messages loaded`);
  return Object.fromEntries(
    keys.map((key) => {
      const message = messages[key];
      if (!message) throw new Error(`No message "${key}"`);
      return [key, String(message.format(placeholders))];
    }),
  ) as IslandTexts<K>;
}
