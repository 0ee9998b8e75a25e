/** The worker bundle's bytes, raw and gzip (level 9). */
export function workerBundle(): Promise<{ raw: number; gzip: number }>;
/** Per island: the gzip bytes of its code with every static import, and of that code beyond React. */
export function islandSizes(): Promise<Record<string, { gzip: number; beyondReactGzip: number }>>;
/** The gzip bytes of JavaScript a page's HTML loads eagerly and deferred, and the islands it has. */
export function pageJavaScript(html: string): Promise<{
  eagerGzip: number;
  deferredGzip: number;
  hydratedGzip: number;
  files: { url: string; when: 'load' | 'later'; gzip: number }[];
  islands: string[];
}>;
