/** KV accepts one write per second to the same key (DESIGN §4). */
export const MIN_WRITE_INTERVAL_MS = 1000;

// Per isolate: when each key was last written. Pruned so it stays small.
const lastWrites = new Map<string, number>();

/**
 * Claims the right to write `key` at `now` (milliseconds): false when this isolate wrote it less than a second
 * ago, in which case the caller skips the write (the value it would write is at most a second newer).
 */
export function claimWrite(key: string, now: number): boolean {
  const last = lastWrites.get(key);
  if (last !== undefined && now >= last && now - last < MIN_WRITE_INTERVAL_MS) return false;
  lastWrites.set(key, now);
  if (lastWrites.size > 1000) {
    for (const [other, at] of lastWrites)
      if (Math.abs(now - at) >= MIN_WRITE_INTERVAL_MS) lastWrites.delete(other);
  }
  return true;
}

/** Forgets every write this isolate claimed (tests, once they have emptied the namespace). */
export function forgetWrites(): void {
  lastWrites.clear();
}
