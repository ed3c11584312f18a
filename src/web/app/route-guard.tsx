// The one guard of the spec's routing rules: login wall, billing warning, minimum-balance warning.
// It loads the current user once per session; the rules themselves live in session-rules.ts.
import { Center, Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getMe } from '@web/api/auth-api';
import { sessionStore } from '@web/session/session-store';
import { decideRoute } from '@web/session/session-rules';
import { useSession } from '@web/session/use-session';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Spinner size="lg" color="accent.solid" aria-label={t('Loading')} />
    </Center>
  );
}

export function RouteGuard() {
  const session = useSession();
  const location = useLocation();
  const needsUser = session.token !== null && session.user === null;

  useEffect(() => {
    if (!needsUser) return;
    let live = true;
    // A failure here is a 401 (the transport layer clears the session and reloads) or a network
    // error (its toast says so); either way there is nothing more to do in the guard.
    getMe()
      .then((user) => live && sessionStore.setUser(user))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needsUser, session.token]);

  const decision = decideRoute(location.pathname, location.search, session);
  if (decision.kind === 'loading') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
