import { useEffect, useSyncExternalStore } from 'react';

import { authState, loadAuth, type AuthState } from './store';

const subscribe = (onChange: () => void) => authState.subscribe(onChange);
const read = () => authState.value;

/**
 * The reader's authentication state, re-rendering when it resolves. The first island to use it starts the
 * page's one status request; the server renders `pending` (it never knows who reads a cached page). The signal
 * is read through React's own useSyncExternalStore: one value needs no render tracking, so the islands leave
 * signals-react's tracking runtime out (scripts/build.mjs).
 */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    void loadAuth();
  }, []);
  return state;
}
