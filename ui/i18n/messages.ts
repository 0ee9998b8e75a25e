import common from './common.vocab';
import { intlLocale, type Language } from './languages';

/** The shared UI strings of a language, for text outside React (titles, link labels). */
export function commonMessages(language: Language) {
  return common.getMessages(language, intlLocale(language));
}

export type CommonMessages = Awaited<ReturnType<typeof commonMessages>>;
