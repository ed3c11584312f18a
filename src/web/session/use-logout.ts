// Logout: tell the server, forget the session here (other tabs notice through storage), go to login.
// Logging out of a session a Super-Admin opened as a user goes back to the admin's own account
// instead (the spec's logout rule: root-session.ts).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@web/session/session-store';
import { clickTracking } from './click-tracking';
import { logoutReturnsToRoot, returnToRootSession } from './root-session';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const backToRoot = logoutReturnsToRoot(sessionStore.get().user);
    void clickTracking
      .stop()
      // The client comes by import(): the shell that holds this hook need not load and run it
      // before it can show (current-user.ts loads it for the signed-in user's call).
      .then(() => import('@web/api/auth-api'))
      .then(({ logout }) => logout())
      .catch(() => undefined)
      .finally(() => {
        if (backToRoot) {
          void returnToRootSession();
          return;
        }
        sessionStore.clear();
        navigate('/login', { replace: true });
      });
  }, [navigate]);
}
