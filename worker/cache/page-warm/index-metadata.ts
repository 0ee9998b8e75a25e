/**
 * The KV metadata of a page's purge index keys (`idx:<entryId>:page:…`): the page's canonical address and
 * when its data was fetched (`at`, the page's storedAt). A purge lists index keys with their metadata at no
 * extra cost, so it learns which pages it removed and how recently each was stored (a reader asked for it)
 * without reading them, hashed page keys included.
 */
export interface PurgedPage {
  href: string;
  at: number;
}

// KV's limit on a key's metadata, serialised as JSON (as for the page's own: page-store.ts).
const MAX_METADATA_BYTES = 1024;
const encoder = new TextEncoder();

/**
 * The metadata of a page's index keys, or undefined when its address would not fit KV's metadata (a page
 * whose key is hashed and whose address is over ~1 000 bytes: not rendered again after a purge).
 */
export function pageIndexMetadata(href: string, at: number): PurgedPage | undefined {
  const metadata: PurgedPage = { href, at };
  return encoder.encode(JSON.stringify(metadata)).byteLength <= MAX_METADATA_BYTES ? metadata : undefined;
}

/** The page an index key names, from its listed metadata; undefined for other keys (content keys have none). */
export function purgedPageOf(metadata: unknown): PurgedPage | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const { href, at } = metadata as Partial<PurgedPage>;
  return typeof href === 'string' && typeof at === 'number' ? { href, at } : undefined;
}
