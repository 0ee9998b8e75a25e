import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';

import { authState, loadAuth, type AuthState } from './store';

/**
 * The reader's authentication state, re-rendering when it resolves. The first island to use it starts the
 * page's one status request; the server renders `pending` (it never knows who reads a cached page).
 */
export function useAuth(): AuthState {
  useSignals();
  useEffect(() => {
    void loadAuth();
  }, []);
  return authState.value;
}
