import type { AssetManifest } from './manifest';

/**
 * The script tags for the islands a page rendered; nothing at all when it rendered none. The files of the
 * `eager` islands (default: all) are preloaded; the others are fetched when they hydrate (visible, idle).
 */
export function islandScripts(
  names: Iterable<string>,
  manifest: AssetManifest,
  eager?: Iterable<string>,
): string {
  const rendered = [...names].filter((name) => manifest.islands[name]?.length);
  if (rendered.length === 0 || !manifest.hydrator) return '';
  const preloaded = eager ? new Set(eager) : undefined;
  const files = new Set<string>();
  for (const name of rendered.filter((n) => !preloaded || preloaded.has(n)))
    for (const file of manifest.islands[name] ?? []) files.add(file);
  const preloads = [...files].map((file) => `<link rel="modulepreload" href="${file}">`);
  return `${preloads.join('')}<script type="module" src="${manifest.hydrator}"></script>`;
}

const closing = '</body></html>';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Passes the HTML stream through and, at its end, puts the scripts of the islands rendered
 * before `</body></html>`. React writes that closing tag last, after every suspended part.
 */
export function injectBeforeClose(scripts: () => string): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      // Hold back a tail that could be the start of the closing tag.
      let cut = text.length - Math.min(text.length, closing.length);
      // Never cut between the halves of a surrogate pair (emoji): alone, each encodes as U+FFFD.
      if (isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
      held = text.slice(cut);
      const out = text.slice(0, cut);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const text = held + decoder.decode();
      const at = text.lastIndexOf(closing);
      const html = at === -1 ? text + scripts() : text.slice(0, at) + scripts() + text.slice(at);
      controller.enqueue(encoder.encode(html));
    },
  });
}
