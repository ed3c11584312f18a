// The layout route of every signed-in page: the shell around the current user.
import { useSession } from '@web/session/use-session';
import { PageSpinner } from '../route-guard';
import { AppLayout } from './app-layout';

export function SignedInLayout() {
  const { user } = useSession();
  return user ? <AppLayout user={user} /> : <PageSpinner />;
}
