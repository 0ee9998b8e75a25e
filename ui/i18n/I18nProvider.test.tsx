import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  commonTranslations,
  I18nProvider,
  languages,
  preloadTranslations,
  useTranslations,
  type Language,
} from '.';

const Byline = () => {
  const { t } = useTranslations(commonTranslations);
  return (
    <p>
      {t('Written by')} · {t('{count} min read', { count: 5 })} ·{' '}
      {t('Copyright © {year} {brand}. All rights reserved.', { year: '2024', brand: 'SEEK' })}
    </p>
  );
};

const render = async (language: Language) => {
  await preloadTranslations(language);
  return renderToString(
    <I18nProvider language={language}>
      <Byline />
    </I18nProvider>,
  );
};

describe('I18nProvider', () => {
  it('renders English with parameters interpolated', async () => {
    const html = await render('en');
    expect(html).toContain('Written by');
    expect(html).toContain('5 min read');
    expect(html).toContain('Copyright © 2024 SEEK. All rights reserved.');
  });

  it('renders Thai', async () => {
    const html = await render('th');
    expect(html).toMatch(/\p{Script=Thai}/u);
    expect(html).toContain('เขียนโดย');
    expect(html).toContain('อ่าน 5 นาที');
    expect(html).toContain('ลิขสิทธิ์ © 2024 SEEK สงวนลิขสิทธิ์');
  });

  it('renders Bahasa Indonesia', async () => {
    const html = await render('id');
    expect(html).toContain('Ditulis oleh');
    expect(html).toContain('5 menit baca');
    expect(html).toContain('Hak Cipta © 2024 SEEK.');
  });

  it('renders the pseudo-locale, bracketed and different from English', async () => {
    const [pseudo, english] = await Promise.all([render('en-PSEUDO'), render('en')]);
    expect(pseudo).not.toBe(english);
    expect(pseudo).not.toContain('Written by');
    expect(pseudo).toMatch(/\[[^\]]*5 m[^\]]*\]/);
    expect(pseudo).toContain('2024 SEEK');
  });

  it('streams without a Suspense fallback in every language', async () => {
    for (const language of languages) {
      await preloadTranslations(language);
      const stream = await renderToReadableStream(
        <I18nProvider language={language}>
          <Byline />
        </I18nProvider>,
      );
      await stream.allReady;
      const html = await new Response(stream).text();
      expect(html).toMatch(/^<p>.*2024 SEEK.*<\/p>$/);
      expect(html).not.toContain('<!--$?-->');
    }
  });
});
