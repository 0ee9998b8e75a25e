import { describe, expect, it } from 'vitest';

import {
  isMissingTitle,
  keepDefaultLocale,
  languagePrefix,
  localesWithDefault,
  pickLocalization,
} from './locale';

describe('languagePrefix', () => {
  it('is empty for English and /th or /id otherwise', () => {
    expect([languagePrefix('en'), languagePrefix('th'), languagePrefix('id')]).toEqual(['', '/th', '/id']);
  });
});

describe('localesWithDefault', () => {
  it('reads the requested locale, then the site default, then the CMS default, each once', () => {
    expect(localesWithDefault('th_TH', 'en_TH')).toEqual(['th_TH', 'en_TH', 'default']);
    expect(localesWithDefault('en_AU', 'en_AU')).toEqual(['en_AU', 'default']);
  });
});

describe('translations (spec §5)', () => {
  it('treats empty and "-" titles as missing', () => {
    expect(isMissingTitle('-')).toBe(true);
    expect(isMissingTitle(' ')).toBe(true);
    expect(isMissingTitle(null)).toBe(true);
    expect(isMissingTitle('Wellbeing')).toBe(false);
  });

  it('drops default-locale items only when they skip the default locale', () => {
    expect(keepDefaultLocale({ locale: 'default', skipDefaultLocale: true })).toBe(false);
    expect(keepDefaultLocale({ locale: 'default', skipDefaultLocale: false })).toBe(true);
    expect(keepDefaultLocale({ locale: 'th_TH', skipDefaultLocale: true })).toBe(true);
  });

  it('picks the first real localisation in fallback order', () => {
    const items = [
      { locale: 'en_TH', name: 'Wellbeing' },
      { locale: 'th_TH', name: '-' },
    ];
    expect(pickLocalization(items, ['th_TH', 'en_TH', 'default'], (i) => i.name)?.locale).toBe('en_TH');
    expect(pickLocalization(items, ['id_ID'], (i) => i.name)).toBeUndefined();
  });
});
