import { createElement, type ReactElement } from 'react';
import { preload } from 'react-dom';

import { useIslandCollector, type RecordedIslands } from '../islands/collector';

/**
 * The inner HTML of a page part rendered ahead of the page, on its own, by the worker (the header and footer:
 * worker/render/frame-markup.tsx), with what the page must still do for it at its place.
 */
export interface PrerenderedMarkup {
  html: string;
  islands: RecordedIslands;
  /**
   * Images React preloads for the part's `<img>` elements (it hoists them into the page's head), asked for again
   * with `preload()`: the same link, its attributes in preload()'s order.
   */
  preloadImages: ImagePreload[];
}

/** One image preload: an image's URL, or a responsive image's candidates and sizes (then `href` is its first). */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low';
}

/** Asks React to preload the images as the part's own render did. */
function preloadImages(images: ImagePreload[]): void {
  for (const { href, ...options } of images) preload(href, { as: 'image', ...options });
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
  preloadImages(markup.preloadImages);
  return markup.html;
}

/** One element of a page rendered ahead: its tag and class, its inner HTML and what the page must do for it. */
export interface KeptElement extends PrerenderedMarkup {
  tag: string;
  className: string | undefined;
}

/**
 * Keeps the HTML of a part of a page that is a function of `deps` (every input the part reads besides the
 * page's language and providers), per isolate (worker/render/part-markup.tsx): given the part's element, its
 * `deps` and the island id its first island would take here, the kept element, or undefined (the part renders
 * as usual, and is kept for the next page).
 */
export type PartKeeper = (part: ReactElement, deps: unknown, firstId: number) => KeptElement | undefined;

/**
 * `children` (one element rendering one root element), or the HTML `keeper` kept of it for the same `deps` at
 * this place of the page: the same markup, islands and image preloads. Without a keeper (drafts, tests) it
 * just renders `children`.
 */
export function KeptPart({
  keeper,
  deps,
  children,
}: {
  keeper: PartKeeper | undefined;
  deps: unknown;
  children: ReactElement;
}) {
  const collector = useIslandCollector();
  if (!keeper || !collector) return children;
  const kept = keeper(children, deps, collector.recorded(0).ids);
  if (!kept || !collector.adopt(kept.islands)) return children;
  preloadImages(kept.preloadImages);
  return createElement(kept.tag, {
    className: kept.className,
    dangerouslySetInnerHTML: { __html: kept.html },
  });
}
