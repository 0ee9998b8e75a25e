import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import dataLab from '../../i18n/data-lab.vocab';

import { useMonthText, usePercentText } from './texts';

function Texts() {
  const percent = usePercentText();
  const month = useMonthText();
  return <p>{`${percent(95.5)}|${percent(28)}|${month('2023-01')}`}</p>;
}

async function texts(language: Language) {
  await preloadTranslations(language, [dataLab]);
  const html = renderToString(
    <I18nProvider language={language}>
      <Texts />
    </I18nProvider>,
  );
  return /<p>(.*)<\/p>/.exec(html)?.[1];
}

describe('Data Lab texts kept per language', () => {
  it('gives each language its own percent and month texts, however often they are asked for', async () => {
    expect(await texts('en')).toBe('95.5%|28%|January 2023');
    expect(await texts('id')).toBe('95,5%|28%|Januari 2023');
    expect(await texts('en')).toBe('95.5%|28%|January 2023');
    expect(await texts('id')).toBe('95,5%|28%|Januari 2023');
    expect(await texts('th')).toMatch(/^95\.5%\|28%\|มกราคม \d{4}$/);
  });
});
