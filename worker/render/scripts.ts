import type { AssetManifest } from './manifest';

/**
 * The script tags for the islands a page rendered; nothing at all when it rendered none. The files of the
 * `eager` plain islands (default: all) are preloaded; the others are fetched when they hydrate (visible, idle),
 * and a React island's never before the first paint, so React never competes with what a reader sees first.
 */
export function islandScripts(
  names: Iterable<string>,
  manifest: AssetManifest,
  eager?: Iterable<string>,
): string {
  const rendered = [...names].filter((name) => manifest.islands[name]?.length);
  if (rendered.length === 0 || !manifest.hydrator) return '';
  const preloaded = eager ? new Set(eager) : undefined;
  const react = new Set(manifest.reactIslands);
  const files = new Set<string>();
  for (const name of rendered.filter((n) => (!preloaded || preloaded.has(n)) && !react.has(n)))
    for (const file of manifest.islands[name] ?? []) files.add(file);
  const preloads = [...files].map((file) => `<link rel="modulepreload" href="${file}">`);
  return `${preloads.join('')}<script type="module" src="${manifest.hydrator}"></script>`;
}

const closing = new TextEncoder().encode('</body></html>');

/** Whether `bytes` is exactly the closing tag. */
const isClosing = (bytes: Uint8Array) =>
  bytes.length === closing.length && bytes.every((byte, i) => byte === closing[i]);

/**
 * Passes the HTML stream through and, at its end, puts the scripts of the islands rendered
 * before `</body></html>`. React writes that closing tag last, after every suspended part.
 * Works on the bytes as React wrote them (the tag is ASCII, so it is found without decoding): every chunk
 * goes out as it came but for its last bytes, which are held back in case they begin the closing tag.
 */
export function injectBeforeClose(scripts: () => string): TransformStream<Uint8Array, Uint8Array> {
  let held = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.length >= closing.length) {
        if (held.length > 0) controller.enqueue(held);
        const cut = chunk.length - closing.length;
        if (cut > 0) controller.enqueue(chunk.subarray(0, cut));
        held = chunk.slice(cut);
        return;
      }
      const joined = new Uint8Array(held.length + chunk.length);
      joined.set(held);
      joined.set(chunk, held.length);
      const cut = Math.max(0, joined.length - closing.length);
      if (cut > 0) controller.enqueue(joined.subarray(0, cut));
      held = joined.slice(cut);
    },
    flush(controller) {
      const added = new TextEncoder().encode(scripts());
      if (isClosing(held)) {
        if (added.length > 0) controller.enqueue(added);
        controller.enqueue(held);
        return;
      }
      if (held.length > 0) controller.enqueue(held);
      if (added.length > 0) controller.enqueue(added);
    },
  });
}
