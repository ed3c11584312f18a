// Forms with unsaved changes ask before the user leaves (000 §2 Shared data table: 'changes not
// saved'): a navigation inside the app is held by react-router's blocker and a dialog offers
// Leave or Stay; closing or reloading the tab gets the browser's own warning (beforeunload).
// Needs the data router (createBrowserRouter), which the app uses. Put it inside the form:
// `<UnsavedChangesGuard when={dirty && !isSubmitting} />`.
import { useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';
import { useBeforeUnload } from './use-before-unload';

export type UnsavedChangesGuardProps = {
  /** True while there are changes that would be lost. */
  when: boolean;
};

export const UNSAVED_CHANGES_MESSAGE = 'changes not saved';

export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  // A change of path or query leaves the form (settings tabs live in the query); a hash does not.
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);
  // The dialog calls onClose after a confirm too; a navigation already let through is not reset.
  const leaving = useRef(false);

  useBeforeUnload(when);

  // Saved meanwhile (or the form reset): let the held navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!leaving.current) blocker.reset?.();
        leaving.current = false;
      }}
    />
  );
}
