import type { ParsedFormatFnByKey, TranslationFile } from '@vocab/core';
import { createContext, useContext } from 'react';

import { intlLocale, isLanguage, type Language } from './languages';

type MessagesOf<T> = T extends TranslationFile<Language, infer M> ? M : never;

/** The keys of a Vocab translation file. */
export type TextKey<T> = keyof MessagesOf<T> & string;

/** A translation file's messages in one language as plain strings; `{name}` arguments stay in place. */
export type IslandTexts<K extends string> = Record<K, string>;

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

const IslandTextsContext = createContext<Record<string, string> | null>(null);

/** Gives an island's components the texts it received as props. */
export const IslandTextsProvider = IslandTextsContext.Provider;

/** `t(key, values)` over the island's texts: the text in the page's language with its `{name}`s filled in. */
export function useIslandTexts<K extends string>(): (key: K, values?: Record<string, string>) => string {
  const texts = useContext(IslandTextsContext);
  return (key, values) => {
    const text = texts?.[key] ?? key;
    return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : text;
  };
}
