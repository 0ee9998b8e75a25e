// Tests only: comparing a page rendered from kept parts with the page rendered whole (part-markup.tsx).

const IMAGE_PRELOADS = /<link rel="preload" ([^>]*\bas="image"[^>]*)\/>/g;

/**
 * A page with its image preload links taken out and listed apart, each with its attributes sorted. Every image
 * preload is written in preload()'s order (image-preloads.ts), whether a kept part asked for it or an `<img>`
 * rendered in the page, but React may list a page's image preloads in another order (an author page's photo
 * and first card): the same set of links.
 */
export function withPreloadsApart(html: string): { links: string[]; page: string } {
  const links = [...html.matchAll(IMAGE_PRELOADS)]
    .map(([, attributes]) => (attributes!.match(/[a-zA-Z]+="[^"]*"/g) ?? []).sort().join(' '))
    .sort();
  return { links, page: html.replace(IMAGE_PRELOADS, '<link preload/>') };
}
