import type { ReactElement } from 'react';
// The same renderer as the page's (page.tsx): its markup is the markup the page would have had.
import { renderToString } from 'react-dom/server.node';

import type { Language } from '../../ui/i18n';
import { IslandCollector, IslandCollectorProvider } from '../../ui/islands/collector';
import { FooterContent } from '../../ui/layout/Footer';
import { HeaderContent } from '../../ui/layout/Header';
import type { ImagePreload, PrerenderedMarkup } from '../../ui/layout/prerendered';
import { Providers } from '../../ui/layout/Providers';
import type { SiteLayoutProps } from '../../ui/layout/SiteLayout';
import { BoundedLru } from '../cache/bounded-lru';

/**
 * The header and the section footer are the same on every page of a site, language and frame (the props
 * pageFrame gives them: links, current link, language versions, logo, year), and rendering them is about a
 * fifth of a page's render. Each is rendered once per isolate for its props and language, on its own inside
 * the page's providers, and pages with the same props reuse that HTML (ui/layout/prerendered.tsx): the same
 * markup, the same island ids (the header's islands are the page's first), the same image preloads.
 * Nothing here depends on the reader: the server renders the header signed out (the account island asks
 * who is signed in from the browser). Drafts never come here (renderSitePage).
 */

/** At most this many parts are kept per isolate (the least recently used leave first). */
export const FRAME_MARKUP_ENTRIES = 200;
/** And at most this much HTML (UTF-16 code units). */
export const FRAME_MARKUP_CHARS = 2_000_000;

const kept = new BoundedLru<PrerenderedMarkup>({
  maxSize: FRAME_MARKUP_CHARS,
  maxEntries: FRAME_MARKUP_ENTRIES,
  sizeOf: (markup) => markup.html.length,
});

/** Empties this isolate's frame markup (tests). */
export function forgetFrameMarkup(): void {
  kept.clear();
}

/** What this isolate keeps (tests, diagnostics). */
export function frameMarkupSize(): { entries: number; chars: number } {
  const { entries, size } = kept.usage;
  return { entries, chars: size };
}

// The providers' own elements around a part, per language: what is cut from a part rendered inside them.
const shells = new Map<Language, [string, string]>();
const SENTINEL = '<hr/>';
function shellOf(language: Language): [string, string] | undefined {
  let shell = shells.get(language);
  if (!shell) {
    const parts = renderToString(
      <Providers language={language}>
        <hr />
      </Providers>,
    ).split(SENTINEL);
    if (parts.length !== 2) return undefined;
    shell = [parts[0]!, parts[1]!];
    shells.set(language, shell);
  }
  return shell;
}

// What React hoists out of a part rendered on its own: only image preloads (of its `<img>` elements: a URL, or a
// responsive image's candidates and sizes), with their priority when the image asks for one.
const IMAGE_PRELOAD =
  /<link rel="preload" as="image" (?:href="([^"]*)"|imageSrcSet="([^"]*)" imageSizes="([^"]*)")(?: fetchPriority="(high|low)")?\/>/y;
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * `content` rendered on its own inside the page's providers, as the page would render it with its islands' ids
 * starting at `firstId`; undefined when its markup cannot stand for the page's (React hoisted something other
 * than image preloads, or the render failed): the page then renders the part itself.
 */
export function prerender(
  content: ReactElement,
  language: Language,
  firstId = 0,
): PrerenderedMarkup | undefined {
  const shell = shellOf(language);
  if (!shell) return undefined;
  const [open, close] = shell;
  const collector = new IslandCollector(firstId);
  let html: string;
  try {
    html = renderToString(
      <Providers language={language}>
        <IslandCollectorProvider collector={collector}>{content}</IslandCollectorProvider>
      </Providers>,
    );
  } catch {
    return undefined;
  }
  const start = html.indexOf(open);
  if (start < 0 || !html.endsWith(close)) return undefined;
  const preloadImages: ImagePreload[] = [];
  IMAGE_PRELOAD.lastIndex = 0;
  while (IMAGE_PRELOAD.lastIndex < start) {
    const match = IMAGE_PRELOAD.exec(html);
    if (!match || IMAGE_PRELOAD.lastIndex > start) return undefined;
    const [, href, srcSet, sizes, priority] = match as unknown as (string | undefined)[];
    const image: ImagePreload =
      srcSet === undefined
        ? { href: unescapeAttribute(href!) }
        : {
            href: unescapeAttribute(srcSet).split(' ')[0]!,
            imageSrcSet: unescapeAttribute(srcSet),
            imageSizes: unescapeAttribute(sizes!),
          };
    if (priority) image.fetchPriority = priority as 'high' | 'low';
    preloadImages.push(image);
  }
  return {
    html: html.slice(start + open.length, html.length - close.length),
    islands: collector.recorded(firstId),
    preloadImages,
  };
}

// The markup of one part for its props, from this isolate's memory or rendered now and kept.
function markupOf(kind: string, props: object, language: Language, render: () => ReactElement) {
  const key = JSON.stringify([kind, language, props]);
  const hit = kept.get(key);
  if (hit) return hit;
  const made = prerender(render(), language);
  if (made) kept.set(key, made);
  return made;
}

/** The header's and section footer's markup of a page framed as `frame`, in `language`. */
export function frameMarkup(
  frame: Pick<SiteLayoutProps, 'header' | 'footer'>,
  language: Language,
): NonNullable<SiteLayoutProps['markup']> {
  const { header, footer } = frame;
  return {
    header: header && markupOf('header', header, language, () => <HeaderContent {...header} />),
    footer:
      footer?.kind === 'section'
        ? markupOf('footer', footer, language, () => <FooterContent {...footer} />)
        : undefined,
  };
}
