import { createContext, useContext } from 'react';

import type { Language } from '../i18n/languages';

/**
 * React's useId differs between the server render (position in the page) and the island's own
 * root in the browser, so islands take their element ids from here instead: the Island wrapper
 * and the hydrator provide the same prefix for each island.
 */
export const IslandIdContext = createContext('island');

/** A stable element id inside an island, e.g. useIslandId('panel') -> 'MobileMenu-0-panel'. */
export function useIslandId(part: string): string {
  return `${useContext(IslandIdContext)}-${part}`;
}

/**
 * The page's language (its `data-language`), given to every island by the hydrator for the islands that show
 * Vocab translations (translated.tsx); the server render has Vocab's provider around the whole page instead.
 */
export const PageLanguageContext = createContext<Language>('en');
