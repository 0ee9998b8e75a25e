import { useContext, type ComponentType, type ReactElement } from 'react';

import { I18nProvider } from '../i18n/I18nProvider';

import { PageLanguageContext } from './island-id';

/**
 * The browser side of an island that shows Vocab translations (`useTranslations`): it hydrates inside Vocab's
 * provider in the page's language. Only these islands load the provider; islands that get their texts as props
 * (`islandTexts`) do without it. The build refuses an island that reaches Vocab without this (scripts/build.mjs).
 */
export function translated<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function Translated(props: P) {
    const language = useContext(PageLanguageContext);
    return (
      <I18nProvider language={language}>
        <Component {...props} />
      </I18nProvider>
    );
  }
  return Translated;
}
