// Logout: tell the server, forget the session here (other tabs notice through storage), go to login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@web/api/auth-api';
import { sessionStore } from '@web/session/session-store';
import { clickTracking } from './click-tracking';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void clickTracking
      .stop()
      .then(() => logout())
      .catch(() => undefined)
      .finally(() => {
        sessionStore.clear();
        navigate('/login', { replace: true });
      });
  }, [navigate]);
}
