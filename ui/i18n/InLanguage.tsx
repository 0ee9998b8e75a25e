import type { ReactNode } from 'react';

import type { Language } from '../../model/locale';

import { useTextLang } from './text-lang';

/**
 * Content written in `language`: marked with `lang` when that is not the page's language (a CMS block that
 * fell back to English on a Thai page), in an element that takes no box of its own (`display: contents`), so
 * the layout around it is the same; as it is otherwise.
 */
export function InLanguage({ language, children }: { language?: Language; children: ReactNode }) {
  const lang = useTextLang(language);
  if (!lang) return <>{children}</>;
  return (
    <div lang={lang} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
