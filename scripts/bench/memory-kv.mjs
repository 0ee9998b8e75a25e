// Workers KV in memory, for running the worker in Node (render.mjs): get/put/delete/list as the cache uses them.
export class MemoryKv {
  #values = new Map();

  async get(key, type) {
    const value = this.#values.get(key);
    if (value === undefined) return null;
    return type === 'json' ? JSON.parse(value) : value;
  }

  async put(key, value) {
    this.#values.set(key, String(value));
  }

  async delete(key) {
    this.#values.delete(key);
  }

  async list({ prefix = '' } = {}) {
    const names = [...this.#values.keys()].filter((name) => name.startsWith(prefix)).sort();
    return { keys: names.map((name) => ({ name })), list_complete: true, cursor: '' };
  }
}
