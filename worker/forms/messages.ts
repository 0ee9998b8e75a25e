import type { FormKind } from '../../model/form';
import type { FieldError } from '../../model/rules/forms';
import translations from '../../ui/forms/forms.vocab';
import { errorText, type FormatError } from '../../ui/forms/messages';
import { intlLocale } from '../../ui/i18n';
import type { Language } from '../site/sites';

/** The form texts the Worker answers with, in the reader's language: the island shows the same ones. */
export interface FormTexts {
  field: (error: FieldError) => string;
  /** Spec §8: 'recaptcha verify' (lead), 'Please verify that you are not a robot' (dynamic). */
  robot: (kind: FormKind) => string;
  somethingWrong: string;
  /** 429: too many submissions from one client to one form. */
  tooMany: string;
}

/** The texts of forms.vocab in `language`. */
export async function formTexts(language: Language): Promise<FormTexts> {
  const messages = await translations.getMessages(language, intlLocale(language));
  const format: FormatError = (key, value) =>
    key === 'Max checked item {value}' ? messages[key].format({ value }) : messages[key].format();
  return {
    field: (error) => errorText(error, format),
    robot: (kind) =>
      kind === 'lead'
        ? messages['recaptcha verify'].format()
        : messages['Please verify that you are not a robot'].format(),
    somethingWrong: messages['Something Wrong'].format(),
    tooMany:
      messages[
        'You have sent this form several times in a minute. Please wait a minute and try again.'
      ].format(),
  };
}
