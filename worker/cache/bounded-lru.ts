/**
 * A per-isolate map that keeps its most recently used entries within a budget: at most `maxSize` in all (each
 * entry measured by `sizeOf`) and at most `maxEntries`; the least recently used leave first. An entry bigger
 * than `maxEntrySize` is never kept, so one cannot empty the map. A Map keeps insertion order, so a use moves
 * an entry to the end. The hot tiers of the page cache and data cache and the frame markup use it.
 */
export interface BoundedLruLimits<V> {
  maxSize: number;
  maxEntrySize?: number;
  maxEntries?: number;
  sizeOf: (value: V) => number;
}

export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  readonly limits: BoundedLruLimits<V>;
  #size = 0;

  constructor(limits: BoundedLruLimits<V>) {
    this.limits = limits;
  }

  /** The value of `key`, now the most recently used; undefined when not kept. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (replacing what was there), then drops the least recently used beyond the budget. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.limits.sizeOf(value);
    if (size > (this.limits.maxEntrySize ?? this.limits.maxSize)) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    const maxEntries = this.limits.maxEntries ?? Infinity;
    for (const oldest of this.#entries.keys()) {
      if (this.#size <= this.limits.maxSize && this.#entries.size <= maxEntries) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  /** How many entries, and their total size. */
  get usage(): { entries: number; size: number } {
    return { entries: this.#entries.size, size: this.#size };
  }
}
