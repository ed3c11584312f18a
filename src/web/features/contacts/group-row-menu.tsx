// The trailing actions of a contact-group row: open, import, rename, split, scrub, export; the data
// tasks certify, enrich, refresh and consume; archive (or unarchive) and delete. While a task holds
// the group the actions that work on its contacts wait (the server would answer 409); an archived
// group has no contacts to work on, so only open, rename, unarchive and delete stay.
import type { ContactGroup } from '@domain/contacts';
import { RowActionsMenu, type RowAction } from '@web/ui';
import { isBusy } from './contact-labels';

export type GroupAction =
  | 'open' | 'import' | 'rename' | 'split' | 'scrub' | 'export' | 'certify' | 'enrich' | 'refresh' | 'consume' | 'archive' | 'unarchive' | 'delete';

export function GroupRowMenu({ group, onAction }: { group: ContactGroup; onAction: (action: GroupAction, group: ContactGroup) => void }) {
  const busy = isBusy(group);
  // The actions on the group's contacts.
  const held = busy || group.isArchived;
  const actions: RowAction<GroupAction>[] = [
    { value: 'open', label: 'Open' },
    { value: 'import', label: 'Import contacts', disabled: held },
    { value: 'rename', label: 'Rename' },
    { value: 'split', label: 'Split', disabled: held },
    { value: 'scrub', label: 'Scrub', disabled: held },
    { value: 'export', label: 'Export', disabled: held },
    { value: 'certify', label: 'Certify', disabled: held, separatorBefore: true },
    { value: 'enrich', label: 'Enrich', disabled: held },
    { value: 'refresh', label: 'Refresh data', disabled: held },
    { value: 'consume', label: 'Consume', disabled: held },
    group.isArchived
      ? { value: 'unarchive', label: 'Unarchive', disabled: busy, separatorBefore: true }
      : { value: 'archive', label: 'Archive', disabled: held, separatorBefore: true },
    { value: 'delete', label: 'Delete', danger: true, disabled: busy },
  ];
  return <RowActionsMenu<GroupAction> name={group.name} actions={actions} onSelect={(action) => onAction(action, group)} />;
}
