import { useCallback, useMemo, useSyncExternalStore } from 'react';

import type { BuilderQuestion, BuilderState } from './chosen';
import { readStored, restoreState, serialiseState, writeStored } from './storage';

/**
 * The chosen list kept in local storage as the one source of truth (spec: it survives a reload). The server and
 * the first hydrating render see no list; the browser then reads the saved one. Where storage refuses writes
 * (private windows, quota) the list lives in memory for the visit.
 *
 * Not a signal (DESIGN's default for island state): the list is one value owned by an external store with a
 * server snapshot and cross-tab updates, which is what useSyncExternalStore is for (signals-react itself runs on
 * it), every change goes through the pure functions of chosen.ts, and signals would add ~2.6 KB gzip to an
 * island at 36 KB of its 40 KB budget.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key) memory.delete(event.key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedList(
  key: string,
  builtIn: ReadonlyMap<string, BuilderQuestion>,
): [BuilderState, (change: (state: BuilderState) => BuilderState) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => (memory.has(key) ? (memory.get(key) ?? null) : readStored(key)),
    () => null,
  );
  const state = useMemo(() => restoreState(raw, builtIn), [raw, builtIn]);
  const update = useCallback(
    (change: (state: BuilderState) => BuilderState) => {
      const current = memory.has(key) ? (memory.get(key) ?? null) : readStored(key);
      const next = serialiseState(change(restoreState(current, builtIn)));
      memory.set(key, next);
      writeStored(key, next);
      for (const listener of listeners) listener();
    },
    [key, builtIn],
  );
  return [state, update];
}
