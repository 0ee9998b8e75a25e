import { preload } from 'react-dom';

import { useIslandCollector, type RecordedIslands } from '../islands/collector';

/**
 * The inner HTML of a page part rendered ahead of the page, on its own, by the worker (the header and footer:
 * worker/render/frame-markup.tsx), with what the page must still do for it at its place.
 */
export interface PrerenderedMarkup {
  html: string;
  islands: RecordedIslands;
  /** Images React preloads for the part's `<img>` elements (it hoists them into the page's head). */
  preloadImages: string[];
}

/**
 * The HTML of `markup` to put inside its element at this place of the page, having recorded its islands and
 * asked for its image preloads as its own render would have; undefined when its island ids do not fit here
 * (the part must render as usual then).
 */
export function usePrerendered(markup: PrerenderedMarkup | undefined): string | undefined {
  const collector = useIslandCollector();
  if (!markup) return undefined;
  if (collector && !collector.adopt(markup.islands)) return undefined;
  for (const href of markup.preloadImages) preload(href, { as: 'image' });
  return markup.html;
}
