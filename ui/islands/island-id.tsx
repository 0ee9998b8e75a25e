import { createContext, useContext } from 'react';

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
