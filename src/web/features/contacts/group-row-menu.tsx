// The trailing actions of a contact-group row: open, import, rename, split, scrub, export; the data
// tasks certify, enrich, refresh and consume; archive (or unarchive) and delete. While a task holds
// the group the actions that work on its contacts wait (the server would answer 409); an archived
// group has no contacts to work on, so only open, rename, unarchive and delete stay.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { MoreIcon } from '@web/ui/icons';
import { isBusy } from './contact-labels';

const GROUP_ACTIONS = [
  'open', 'import', 'rename', 'split', 'scrub', 'export', 'certify', 'enrich', 'refresh', 'consume', 'archive', 'unarchive', 'delete',
] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

export function GroupRowMenu({ group, onAction }: { group: ContactGroup; onAction: (action: GroupAction, group: ContactGroup) => void }) {
  const { t } = useTranslation();
  const busy = isBusy(group);
  // The actions on the group's contacts.
  const held = busy || group.isArchived;
  const choose = (value: string) => {
    const action = GROUP_ACTIONS.find((a) => a === value);
    if (action) onAction(action, group);
  };
  const item = (action: GroupAction, label: string, disabled = held) => (
    <Menu.Item value={action} disabled={disabled}>
      {label}
    </Menu.Item>
  );
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => choose(e.value)}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('Actions for {{name}}', { name: group.name })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {item('open', t('Open'), false)}
            {item('import', t('Import contacts'))}
            {item('rename', t('Rename'), false)}
            {item('split', t('Split'))}
            {item('scrub', t('Scrub'))}
            {item('export', t('Export'))}
            <Menu.Separator />
            {item('certify', t('Certify'))}
            {item('enrich', t('Enrich'))}
            {item('refresh', t('Refresh data'))}
            {item('consume', t('Consume'))}
            <Menu.Separator />
            {group.isArchived ? item('unarchive', t('Unarchive'), busy) : item('archive', t('Archive'))}
            <Menu.Item value="delete" color="fg.error" disabled={busy}>
              {t('Delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
