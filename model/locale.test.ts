import { describe, expect, it } from 'vitest';

import { languagePrefix, localesWithDefault } from './locale';

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
