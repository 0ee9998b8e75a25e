import { describe, expect, it } from 'vitest';

import { formTexts } from './form-texts';
import translations from './forms.vocab';

describe('formTexts', () => {
  it('makes each language its texts once, and never gives one language the texts of another', async () => {
    await Promise.all((['en', 'th', 'id'] as const).map((language) => translations.load(language)));
    const en = formTexts('en');
    expect(en['Required field']).toBe('Required field');
    expect(formTexts('th')['Required field']).toBe('จำเป็นต้องกรอก');
    expect(formTexts('en')).toBe(en);
    expect(formTexts('id')['Required field']).not.toBe('Required field');
    expect(Object.isFrozen(en)).toBe(true);
  });
});
