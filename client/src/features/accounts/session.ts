import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isServerSnapshot, resetEnvironment } from '../../relay/environment';
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken } from '../../relay/network';

/**
 * Whether requests go with a session. Not while the page still shows what the server rendered for a visitor: the
 * session applies once the page has hydrated (see `main.tsx`).
 */
export function hasSession(): boolean {
  return !isServerSnapshot() && readAuthToken() !== null;
}

/**
 * Switches identity: stores (or forgets) the bearer token, drops everything the Relay store holds, and moves to
 * `to`. The navigation runs every route loader again in the fresh environment.
 */
export function useChangeIdentity() {
  const navigate = useNavigate();
  return useCallback(
    async (token: string | null, to: string) => {
      if (token) {
        try {
          localStorage.setItem(AUTH_TOKEN_KEY, token);
        } catch {
          // Storage is disabled (private mode): the sign-in cannot be kept and the user stays a visitor.
        }
      } else {
        clearAuthToken();
      }
      resetEnvironment();
      await navigate(to, { replace: true });
    },
    [navigate],
  );
}
