import { beforeAll, describe, expect, it } from 'vitest';

import { countText } from './count-text';
import { countTexts } from './island-text-props';
import { preloadTranslations } from './preload';
import translations from './search.vocab';

beforeAll(() =>
  Promise.all((['en', 'th', 'id'] as const).map((language) => preloadTranslations(language, [translations]))),
);

describe('countTexts and countText', () => {
  it('fill a plural message in the browser as Vocab formats it on the server', () => {
    const texts = countTexts(translations, 'en', '{count} suggestions');
    expect([0, 1, 2, 21, 1500].map((count) => countText(texts, count))).toEqual([
      'No suggestions',
      '1 suggestion',
      '2 suggestions',
      '21 suggestions',
      '1,500 suggestions',
    ]);
  });

  it('speak the page language, whose plural forms may be fewer', () => {
    const thai = countTexts(translations, 'th', '{count} suggestions');
    expect(Object.keys(thai.forms)).toEqual(['other']);
    expect([0, 1, 7].map((count) => countText(thai, count))).toEqual([
      'ไม่มีคำแนะนำ',
      'คำแนะนำ 1 รายการ',
      'คำแนะนำ 7 รายการ',
    ]);
    const bahasa = countTexts(translations, 'id', 'Minimum chars error message');
    expect(countText(bahasa, 3)).toBe('Masukkan minimal 3 karakter');
  });

  it('make a message once per language', () => {
    expect(countTexts(translations, 'en', '{count} suggestions')).toBe(
      countTexts(translations, 'en', '{count} suggestions'),
    );
    expect(Object.isFrozen(countTexts(translations, 'en', '{count} suggestions'))).toBe(true);
  });
});
