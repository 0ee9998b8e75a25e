// Workers KV in memory, for running the worker in Node (render.mjs, request-counts.mjs): get, getWithMetadata,
// put (with metadata), delete and list as the caches use them. `counts` tallies the calls by method, so the
// benchmark can report how many KV reads and writes a request makes.
const read = (value, type) => {
  if (type === 'json') return JSON.parse(value);
  if (type === 'arrayBuffer') return new TextEncoder().encode(value).buffer;
  if (type === 'stream') return new Response(value).body;
  return value;
};

export class MemoryKv {
  #values = new Map();
  counts = {};

  #count(method) {
    this.counts[method] = (this.counts[method] ?? 0) + 1;
  }

  async get(key, options) {
    this.#count('get');
    const entry = this.#values.get(key);
    return entry === undefined
      ? null
      : read(entry.value, typeof options === 'string' ? options : options?.type);
  }

  async getWithMetadata(key, options) {
    this.#count('getWithMetadata');
    const entry = this.#values.get(key);
    if (entry === undefined) return { value: null, metadata: null, cacheStatus: null };
    const type = typeof options === 'string' ? options : options?.type;
    return { value: read(entry.value, type), metadata: entry.metadata ?? null, cacheStatus: null };
  }

  async put(key, value, options) {
    this.#count('put');
    const text = typeof value === 'string' ? value : await new Response(value).text();
    this.#values.set(key, { value: text, metadata: options?.metadata });
  }

  async delete(key) {
    this.#count('delete');
    this.#values.delete(key);
  }

  async list({ prefix = '' } = {}) {
    this.#count('list');
    const names = [...this.#values.keys()].filter((name) => name.startsWith(prefix)).sort();
    return {
      keys: names.map((name) => ({ name, metadata: this.#values.get(name).metadata })),
      list_complete: true,
      cursor: '',
    };
  }
}
