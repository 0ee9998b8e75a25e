import { getParsedICUMessages } from '@vocab/core/icu-handler';
import { createTranslationFile } from '@vocab/core/translation-file';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { I18nProvider, preloadTranslations, useTranslations, type Language } from '.';

/** A folder split into lazy per-language chunks, as a bundler plugin would emit it. */
const lazyFile = () => {
  const loaded = new Set<string>();
  const lazy = (message: string) => {
    const messages = { Hello: message };
    return {
      getValue: (locale: string) =>
        loaded.has(message) ? getParsedICUMessages(messages, locale) : undefined,
      load: async () => void loaded.add(message),
    };
  };
  return createTranslationFile<Language, { Hello: () => string }>({
    en: lazy('Hello'),
    th: lazy('สวัสดี'),
    id: lazy('Halo'),
    'en-PSEUDO': lazy('[Ḩẽẽƚƚöö]'),
  });
};

const render = (file: ReturnType<typeof lazyFile>) => {
  const Greeting = () => <span>{useTranslations(file).t('Hello')}</span>;
  return renderToString(
    <I18nProvider language="th">
      <Greeting />
    </I18nProvider>,
  );
};

describe('preloadTranslations', () => {
  it('makes lazily loaded messages available to a synchronous render', async () => {
    const file = lazyFile();
    expect(render(file)).not.toContain('สวัสดี');
    await preloadTranslations('th', [file]);
    expect(render(file)).toBe('<span>สวัสดี</span>');
  });
});
