import { render } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import type { ReactElement } from 'react';

import { I18nProvider, preloadTranslations, type Language } from '../i18n';
import listing from '../i18n/listing.vocab';

/** Renders a listing component with the theme and the UI strings of `language` (tests only). */
export async function renderListing(ui: ReactElement, language: Language = 'en') {
  await preloadTranslations(language, [listing]);
  return render(
    <BraidTestProvider>
      <I18nProvider language={language}>{ui}</I18nProvider>
    </BraidTestProvider>,
  );
}
