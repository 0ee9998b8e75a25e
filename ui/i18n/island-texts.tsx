import { createContext, useContext } from 'react';

import { textsTranslator, type IslandTexts } from './texts-translator';

const IslandTextsContext = createContext<Record<string, string> | null>(null);

/** Gives an island's components the texts it received as props. */
export const IslandTextsProvider = IslandTextsContext.Provider;

/** `t(key, values)` over the island's texts: the text in the page's language with its `{name}`s filled in. */
export function useIslandTexts<K extends string>(): (key: K, values?: Record<string, string>) => string {
  return textsTranslator(useContext(IslandTextsContext) as Partial<IslandTexts<K>> | null);
}
