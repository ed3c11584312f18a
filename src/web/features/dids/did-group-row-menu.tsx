// The trailing actions of a DID-group row: open it, or delete it (after a confirmation).
import type { DidGroup } from '@domain/dids';
import { RowActionsMenu } from '@web/ui';

export type DidGroupAction = 'open' | 'delete';

export function DidGroupRowMenu({ group, onAction }: { group: DidGroup; onAction: (action: DidGroupAction, group: DidGroup) => void }) {
  return (
    <RowActionsMenu<DidGroupAction>
      name={group.name}
      actions={[
        { value: 'open', label: 'Open' },
        { value: 'delete', label: 'Delete', danger: true },
      ]}
      onSelect={(action) => onAction(action, group)}
    />
  );
}
