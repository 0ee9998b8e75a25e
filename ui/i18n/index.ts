export { useLanguage, useTranslations } from '@vocab/react';

export { formatDate } from './format-date';
export { I18nProvider } from './I18nProvider';
export { intlLocale, isLanguage, languages, type Language } from './languages';
export { preloadTranslations } from './preload';
export { default as commonTranslations } from './common.vocab';
export { commonMessages, type CommonMessages } from './messages';
export { useTextLang } from './text-lang';
export { EntryText, InLanguage, TextIn } from './InLanguage';
