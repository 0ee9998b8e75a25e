// Tests only: comparing a page rendered from kept parts with the page rendered whole (part-markup.tsx).

const IMAGE_PRELOADS = /<link rel="preload" ([^>]*\bas="image"[^>]*)\/>/g;

/**
 * A page with its image preload links taken out and listed apart, each with its attributes sorted. A kept part
 * asks for its image preloads with preload(), which writes their attributes in its own order (`href` before
 * `as`, a priority before a responsive image's candidates); an `<img>` rendered in the page has React write
 * them in the image's order. The same link either way. React may also list a page's image preloads in another
 * order (an author page's photo and first card): the same set of links.
 */
export function withPreloadsApart(html: string): { links: string[]; page: string } {
  const links = [...html.matchAll(IMAGE_PRELOADS)]
    .map(([, attributes]) => (attributes!.match(/[a-zA-Z]+="[^"]*"/g) ?? []).sort().join(' '))
    .sort();
  return { links, page: html.replace(IMAGE_PRELOADS, '<link preload/>') };
}
