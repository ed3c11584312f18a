// The trailing actions of a responder row: open it in the editor, duplicate it, build a new
// responder from it (templates), or delete it (after a confirmation).
import type { Responder } from '@domain/responders';
import { RowActionsMenu, type RowAction } from '@web/ui';

export type ResponderAction = 'open' | 'build' | 'duplicate' | 'delete';

export function ResponderRowMenu({ responder, onAction }: { responder: Responder; onAction: (action: ResponderAction, responder: Responder) => void }) {
  const actions: RowAction<ResponderAction>[] = [
    { value: 'open', label: 'Open' },
    ...(responder.published ? [] : [{ value: 'build' as const, label: 'Build responder' }]),
    { value: 'duplicate', label: 'Duplicate' },
    { value: 'delete', label: 'Delete', danger: true, separatorBefore: true },
  ];
  return <RowActionsMenu<ResponderAction> name={responder.title} actions={actions} onSelect={(action) => onAction(action, responder)} />;
}
