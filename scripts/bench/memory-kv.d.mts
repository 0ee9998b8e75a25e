type ValueType = 'text' | 'json' | 'arrayBuffer' | 'stream';

/** Workers KV in memory; `counts` tallies the calls by method name. */
export class MemoryKv {
  counts: Record<string, number>;
  get(key: string, options?: ValueType | { type?: ValueType }): Promise<unknown>;
  getWithMetadata(
    key: string,
    options?: ValueType | { type?: ValueType },
  ): Promise<{ value: unknown; metadata: unknown; cacheStatus: null }>;
  put(
    key: string,
    value: string | ReadableStream | ArrayBuffer,
    options?: { metadata?: unknown },
  ): Promise<void>;
  delete(key: string): Promise<void>;
  list(options?: {
    prefix?: string;
  }): Promise<{ keys: { name: string; metadata: unknown }[]; list_complete: true; cursor: string }>;
}
