import { useEffect, useState } from 'react';

/** Braid's desktop breakpoint: below it a carousel shows one item per slide. */
export const DESKTOP_QUERY = '(min-width: 992px)';

/** Whether a media query matches; `serverValue` until the browser says otherwise (and on the server). */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
