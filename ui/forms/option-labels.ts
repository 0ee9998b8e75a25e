import type { TranslationFile } from '@vocab/core';

import type { FormFieldView } from '../../model/form-field';
import { isLanguage } from '../i18n/languages';

import translations from './options.vocab';

type OptionMessages = typeof translations extends TranslationFile<string, infer M> ? M : never;
type OptionKey = keyof OptionMessages & string;

/**
 * A label for the option lists the site itself supplies (options.vocab: spec §9's subscription and
 * English-region lead industries, spec §3's advertise answers, as model/ fills them in) in the page's language,
 * or null for any other value. Their values are what the form endpoints expect, in English on every page. On
 * Bahasa pages the lead form offers the English-region industries (spec §9 lists no Bahasa set), labelled in
 * Bahasa; Thai pages have their own 26 Thai industries.
 */
export function builtInOptionLabel(
  language: string,
  t: (key: OptionKey) => string,
): (value: string) => string | null {
  const known = (isLanguage(language) ? translations.getLoadedMessages(language) : null) ?? {};
  return (value) => (Object.hasOwn(known, value) ? t(value as OptionKey) : null);
}

/**
 * The fields with the built-in options labelled in the page's language. Only an option whose label is still its
 * English value is relabelled: an editor's own label wins. The values (what is sent) never change.
 */
export function localizeOptions(
  fields: readonly FormFieldView[],
  label: (value: string) => string | null,
): FormFieldView[] {
  const relabel = (option: { value: string; label: string }) =>
    option.label === option.value ? (label(option.value) ?? option.label) : option.label;
  return fields.map((field) =>
    field.options.some((option) => relabel(option) !== option.label)
      ? { ...field, options: field.options.map((option) => ({ ...option, label: relabel(option) })) }
      : field,
  );
}
