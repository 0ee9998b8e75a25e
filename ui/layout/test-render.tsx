import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import { preloadTranslations, type Language } from '../i18n';

import { Providers } from './Providers';

/** Renders a layout or block component inside the page's providers (theme, UI strings). */
export async function renderWithStrings(ui: ReactElement, language: Language = 'en') {
  await preloadTranslations(language);
  return render(<Providers language={language}>{ui}</Providers>);
}
