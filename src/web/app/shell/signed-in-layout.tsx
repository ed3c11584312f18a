// The layout route of every signed-in page: the shell around the current user, and the
// background-process panel (its code loads only once a page shows a task).
import { TaskPanelSlot } from '@web/features/processes/task-panel-slot';
import { useSession } from '@web/session/use-session';
import { PageSpinner } from '../route-guard';
import { AppLayout } from './app-layout';

export function SignedInLayout() {
  const { user } = useSession();
  return user ? (
    <>
      <AppLayout user={user} />
      <TaskPanelSlot />
    </>
  ) : (
    <PageSpinner />
  );
}
