import { createContext, useContext, type ReactNode } from 'react';

import type { Language } from '../../model/locale';

import { useTextLang } from './text-lang';

/** The language of the CMS entry being rendered (a block item), for the texts it gives. */
const EntryLanguage = createContext<Language | undefined>(undefined);

/**
 * Content of an entry written in `language`: marked with `lang` when that is not the page's language (a CMS
 * block that fell back to English on a Thai page), in an element that takes no box of its own (`display:
 * contents`), so the layout around it is the same. With `marks` false (a block whose lists are read for the
 * page, in its language) only the entry's own texts are marked, where they use EntryText.
 */
export function InLanguage({
  language,
  marks = true,
  children,
}: {
  language?: Language;
  marks?: boolean;
  children: ReactNode;
}) {
  const lang = useTextLang(language);
  const content = <EntryLanguage.Provider value={language}>{children}</EntryLanguage.Provider>;
  if (!lang || !marks) return content;
  return (
    <div lang={lang} style={{ display: 'contents' }}>
      {content}
    </div>
  );
}

/** A text written in `language`, in a span with its `lang` when that is not the page's language; else as it is. */
export function TextIn({ language, children }: { language?: Language | null; children: ReactNode }) {
  const lang = useTextLang(language);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** A text of the entry around it (InLanguage), marked with its language when that is not the page's. */
export function EntryText({ children }: { children: ReactNode }) {
  return <TextIn language={useContext(EntryLanguage)}>{children}</TextIn>;
}
