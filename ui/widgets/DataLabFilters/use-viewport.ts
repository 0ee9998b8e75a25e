import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes; false on the server and while hydrating. */
export function useViewportQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const noSubscription = () => () => undefined;

/** False in the server render and the hydration pass, true once the island runs in the browser. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
