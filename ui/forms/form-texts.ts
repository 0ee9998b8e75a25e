import type { TranslationFile } from '@vocab/core';

import { isLanguage } from '../i18n/languages';

import translations from './forms.vocab';

type FormMessages = typeof translations extends TranslationFile<string, infer M> ? M : never;
/** The keys of forms.vocab: every text the forms island shows. */
export type FormTextKey = keyof FormMessages & string;
/** The forms island's texts in one language; `{value}` stays in place to be filled in the browser. */
export type FormTexts = Record<FormTextKey, string>;

const made = new Map<string, FormTexts>();

/**
 * forms.vocab in one language as plain strings, for the forms island's props: the island then ships neither
 * the texts of the other languages nor the ICU message parser. Runs on the server (and in tests); made once per
 * language (every message formatted), as every page with a form asks for them on every render. Not to be changed.
 */
export function formTexts(language: string): FormTexts {
  let texts = made.get(language);
  if (!texts) {
    texts = Object.freeze(languageTexts(language));
    made.set(language, texts);
  }
  return texts;
}

function languageTexts(language: string): FormTexts {
  const messages = translations.getLoadedMessages(isLanguage(language) ? language : 'en');
  if (!messages) throw new Error(`forms.vocab has no ${language} messages loaded`);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      String((message as { format: (values: object) => unknown }).format({ value: '{value}' })),
    ]),
  ) as FormTexts;
}
