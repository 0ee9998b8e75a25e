/**
 * One spelling of every image preload link in a page's head. React writes an image's preload in one attribute
 * order when it hoists it from an `<img>` the page renders (`as`, then `imageSrcSet imageSizes` or `href`, then
 * `fetchPriority`) and in another when a part kept per isolate asks for it again with `preload()` (`href`,
 * `as`, `fetchPriority`, then `imageSrcSet imageSizes`: ui/layout/prerendered.tsx). So a page rendered with
 * nothing kept (a reader's first visit to an isolate, the first render after a purge) and the same page
 * rendered from kept parts differed in their bytes, and which one the page cache stored decided what readers
 * got. Every image preload link is written here in preload()'s order, whichever way it came.
 */

const HEAD_END = '</head>';
const IMAGE_PRELOAD = /<link rel="preload" ([^>]*)\/>/g;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
/** preload()'s order; attributes it does not name follow, by name. */
const ORDER = ['href', 'as', 'fetchPriority', 'imageSrcSet', 'imageSizes'];
const rank = (name: string) => {
  const at = ORDER.indexOf(name);
  return at < 0 ? ORDER.length : at;
};

function inOneOrder(link: string, attributes: string): string {
  const found = [...attributes.matchAll(ATTRIBUTE)].map(([text, name]) => ({ text, name: name! }));
  if (!found.some(({ text }) => text === 'as="image"')) return link;
  found.sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `<link rel="preload" ${found.map(({ text }) => text).join(' ')}/>`;
}

const PRELOAD_RUN = /(?:<link rel="preload" [^>]*\/>)+/g;
const isImage = (link: string) => link.includes(' as="image"');
// The high-priority image (the page's LCP image) first, then the rest by their text.
const byPriority = (a: string, b: string) =>
  Number(b.includes('fetchPriority="high"')) - Number(a.includes('fetchPriority="high"')) ||
  (a < b ? -1 : a > b ? 1 : 0);

// A run of adjacent preload links with its image links in one order, in the places image links held (React
// hoists an `<img>`'s preload where it meets it, a kept part's preload() where the part is: the same links come
// in another order).
function runInOneOrder(run: string): string {
  const links = run.match(IMAGE_PRELOAD)!.map((link) => link.replace(IMAGE_PRELOAD, inOneOrder));
  const images = links.filter(isImage).sort(byPriority);
  return links.map((link) => (isImage(link) ? images.shift()! : link)).join('');
}

/**
 * The head of `html` (what comes before `</head>`) with its image preload links in preload()'s order, and each
 * run of adjacent preload links with its images in one order (the high-priority one first).
 */
export function withImagePreloadsInOneOrder(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  const head = html.slice(0, end);
  const ordered = head.replace(PRELOAD_RUN, runInOneOrder);
  return ordered === head ? html : ordered + html.slice(end);
}

/**
 * The same for a streamed page: the text up to `</head>` is held and written in one piece, ordered; the rest
 * passes as it comes.
 */
export function imagePreloadsInOneOrder(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head: string | undefined = '';
  return new TransformStream({
    transform(chunk, controller) {
      if (head === undefined) return controller.enqueue(chunk);
      head += decoder.decode(chunk, { stream: true });
      if (!head.includes(HEAD_END)) return;
      controller.enqueue(encoder.encode(withImagePreloadsInOneOrder(head)));
      head = undefined;
    },
    flush(controller) {
      if (head === undefined) return;
      head += decoder.decode();
      if (head) controller.enqueue(encoder.encode(withImagePreloadsInOneOrder(head)));
    },
  });
}
