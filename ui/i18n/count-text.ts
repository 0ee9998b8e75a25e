/**
 * A message that counts (`{count, plural, …}`), for a plain island: made on the server in the page's language
 * (countTexts, island-text-props.ts) and filled in the browser with the number, without Vocab's formatter.
 */
export interface CountTexts {
  /** The page's locale, for choosing the plural form and writing the number. */
  locale: string;
  /** The message for none (its `=0` text, when it has one). */
  zero: string;
  /** The message for each plural form of the language, `{count}` where the number goes. */
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

/** The message of `texts` for `count`, in its language. */
export function countText(texts: CountTexts, count: number): string {
  if (count === 0) return texts.zero;
  const form = texts.forms[new Intl.PluralRules(texts.locale).select(count)] ?? texts.forms.other ?? '';
  return form.replace('{count}', new Intl.NumberFormat(texts.locale).format(count));
}
