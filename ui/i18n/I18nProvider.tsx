import { VocabProvider } from '@vocab/react';
import type { ReactNode } from 'react';

import { intlLocale, type Language } from './languages';

type I18nProviderProps = { language: Language; children?: ReactNode };

/**
 * Sets the UI language for `useTranslations`. Numbers and dates inside messages are formatted
 * with the language's Intl locale (Gregorian calendar for th). Call `preloadTranslations`
 * before rendering: on the server Vocab throws rather than suspends when a language is missing.
 */
export const I18nProvider = ({ language, children }: I18nProviderProps) => (
  <VocabProvider language={language} locale={intlLocale(language)}>
    {children}
  </VocabProvider>
);
