// The warning pages (billing information, minimum balance) have no shell, so the login-as banner the
// shell shows would be missing exactly where an admin who opened a new or cloned account lands: put
// it above them here, so the way back is always on screen.
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@web/session/use-session';

const LoginAsBanner = lazy(async () => ({ default: (await import('@web/features/user-tools/login-as-banner')).LoginAsBanner }));

export function WarningWithBanner({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      {user?.rootUser && (
        <Suspense fallback={null}>
          <LoginAsBanner user={user} />
        </Suspense>
      )}
      {children}
    </>
  );
}
