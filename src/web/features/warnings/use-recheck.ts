// Re-reads the current user so a warning page lets the user through once the cause is gone
// (billing verified, credit bought in another tab or by an admin).
import { useCallback, useState } from 'react';
import { getMe } from '@web/api/auth-api';
import { sessionStore } from '@web/session/session-store';

export function useRecheck(): { recheck: () => void; checking: boolean } {
  const [checking, setChecking] = useState(false);
  const recheck = useCallback(() => {
    setChecking(true);
    getMe()
      .then((user) => sessionStore.setUser(user))
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, []);
  return { recheck, checking };
}
