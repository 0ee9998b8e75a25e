// Per isolate: the upstream call under way for each key, shared by every reader that arrives meanwhile.
const inFlight = new Map<string, Promise<unknown>>();

/** The upstream call already under way for `key`, if any. */
export function joinInFlight<T>(key: string): Promise<T> | undefined {
  return inFlight.get(key) as Promise<T> | undefined;
}

/**
 * Registers `call` as the one upstream call for `key` until `settled` (the call and the write of its
 * result) is over, so readers arriving while the result is being stored share it rather than call again.
 * Readers share plain data, never a Response or stream, so it is safe across requests in one isolate.
 */
export function trackInFlight(key: string, call: Promise<unknown>, settled: Promise<unknown>): void {
  inFlight.set(key, call);
  void settled.finally(() => {
    if (inFlight.get(key) === call) inFlight.delete(key);
  });
}
