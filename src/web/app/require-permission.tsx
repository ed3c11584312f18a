// Pages behind a permission flag answer "Page not found" to users without it, as if absent.
import type { ReactNode } from 'react';
import type { Permission } from '@domain/user';
import { useSession } from '@web/session/use-session';
import { NotFoundPage } from './not-found-page';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user } = useSession();
  if (!user?.permissions.includes(permission)) return <NotFoundPage />;
  return <>{children}</>;
}
