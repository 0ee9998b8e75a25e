import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** A message parsed at build time: plain text, or its ICU syntax tree. */
export type PrecompiledMessage = string | MessageFormatElement[];

type FormattedMessages = Record<string, { format: (values?: Record<string, unknown>) => unknown }>;

/**
 * One language of a Vocab translation file whose messages were parsed at build time
 * (scripts/lib/precompiled-vocab.mjs, browser islands only): the same shape as Vocab's own `createLanguage`,
 * formatting with `intl-messageformat` but never parsing, so the islands ship no ICU parser.
 */
export function precompiledLanguage(messages: Record<string, PrecompiledMessage>) {
  const byLocale = new Map<string, FormattedMessages>();
  return {
    getValue(locale: string): FormattedMessages {
      const known = byLocale.get(locale);
      if (known) return known;
      const formatted: FormattedMessages = {};
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message === 'string') {
          formatted[key] = { format: () => message };
        } else {
          const format = new IntlMessageFormat(message, locale);
          formatted[key] = { format: (values) => format.format(values as never) };
        }
      }
      byLocale.set(locale, formatted);
      return formatted;
    },
    load: () => Promise.resolve(),
  };
}
