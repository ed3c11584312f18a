// The one guard of the spec's routing rules: login wall, billing warning, minimum-balance warning.
// It loads the current user once per session (session/current-user.ts); the rules themselves live
// in session-rules.ts.
import { Center, Spinner } from '@chakra-ui/react';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '@web/i18n';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loadCurrentUser } from '@web/session/current-user';
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
  // A store update renders at once, in one piece; the signed-in user's arrival would render the
  // whole shell and page that way. Deferred, that render happens in slices the browser can
  // interrupt, while the spinner stays up (docs/decisions/0008-first-load.md).
  const session = useDeferredValue(useSession());
  const location = useLocation();
  const needsUser = session.token !== null && session.user === null;

  useEffect(() => {
    // Usually already asked for at start (bootstrap); a new sign-in asks here.
    if (needsUser) void loadCurrentUser();
  }, [needsUser, session.token]);

  const decision = decideRoute(location.pathname, location.search, session);
  if (decision.kind === 'loading') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
