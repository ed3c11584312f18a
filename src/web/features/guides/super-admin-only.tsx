// The guide management pages are a Super-Admin's (001 §6); anyone else gets "Page not found", as
// for any page they lack (the server refuses their calls with 403 too).
import type { ReactNode } from 'react';
import { useSession } from '@web/session/use-session';
import { MessagePage } from '@web/ui/message-page';

export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'Super-Admin') return <MessagePage code="404" title="Page not found" text="The page you are looking for does not exist or has moved." />;
  return <>{children}</>;
}
