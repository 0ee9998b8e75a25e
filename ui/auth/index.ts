export { AUTH_STATUS_PATH, authState, fetchAuthStatus, loadAuth, resetAuth } from './store';
export type { AuthState, AuthStatus } from './store';
export { useAuth } from './useAuth';
