// The trailing actions of one number in a DID group: move it, release it, or delete it.
import type { Did } from '@domain/dids';
import { RowActionsMenu } from '@web/ui';

export type DidAction = 'move' | 'release' | 'delete';

export function DidRowMenu({ did, onAction }: { did: Did; onAction: (action: DidAction, did: Did) => void }) {
  return (
    <RowActionsMenu<DidAction>
      name={did.phone}
      actions={[
        { value: 'move', label: 'Move' },
        { value: 'release', label: 'Release' },
        { value: 'delete', label: 'Delete', danger: true },
      ]}
      onSelect={(action) => onAction(action, did)}
    />
  );
}
