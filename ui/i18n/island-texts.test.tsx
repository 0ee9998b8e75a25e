import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import translations from './article.vocab';
import { islandTexts } from './island-text-props';
import { IslandTextsProvider, useIslandTexts } from './island-texts';
import { preloadTranslations } from './preload';

beforeAll(() => preloadTranslations('id', [translations]));

function Label({ name }: { name: string }) {
  const t = useIslandTexts<'Download {name}' | 'Print'>();
  return (
    <p>
      {t('Download {name}', { name })} / {t('Print')}
    </p>
  );
}

describe('islandTexts', () => {
  it('gives the keys asked for in the page language, their arguments left in place', () => {
    const texts = islandTexts(translations, 'id', ['Download {name}', 'Print']);
    expect(Object.keys(texts)).toEqual(['Download {name}', 'Print']);
    expect(texts['Download {name}']).toContain('{name}');
    expect(texts['Download {name}']).not.toBe('Download {name}');
  });

  it('falls back to English for a language the site does not have', async () => {
    await preloadTranslations('en', [translations]);
    expect(islandTexts(translations, 'fr', ['Print'])).toEqual({ Print: 'Print' });
  });

  it('fills the arguments in the island', () => {
    const texts = islandTexts(translations, 'id', ['Download {name}', 'Print']);
    render(
      <IslandTextsProvider value={texts}>
        <Label name="report.pdf" />
      </IslandTextsProvider>,
    );
    const text = screen.getByText(/report\.pdf/).textContent ?? '';
    expect(text).toBe(`${texts['Download {name}'].replace('{name}', 'report.pdf')} / ${texts.Print}`);
    expect(text).not.toContain('{name}');
  });
});
