import { BraidProvider } from 'braid-design-system';
import seekJobs from 'braid-design-system/themes/seekJobs';
import type { ReactNode } from 'react';

import { I18nProvider, type Language } from '../i18n';

import { themeText } from './Document.css';

/** Everything a server-rendered page needs around it: the design system theme and UI strings. */
export function Providers({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <BraidProvider theme={seekJobs} styleBody={false}>
      <I18nProvider language={language}>
        <div className={themeText}>{children}</div>
      </I18nProvider>
    </BraidProvider>
  );
}
