// The trailing actions of a contact-group row: open, import, rename, split, scrub, export, delete.
// While the group is busy (importing, scrubbing...) the actions that work on its contacts wait.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { MoreIcon } from '@web/ui/icons';
import { isBusy } from './contact-labels';

const GROUP_ACTIONS = ['open', 'import', 'rename', 'split', 'scrub', 'export', 'delete'] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

export function GroupRowMenu({ group, onAction }: { group: ContactGroup; onAction: (action: GroupAction, group: ContactGroup) => void }) {
  const { t } = useTranslation();
  const busy = isBusy(group);
  const choose = (value: string) => {
    const action = GROUP_ACTIONS.find((a) => a === value);
    if (action) onAction(action, group);
  };
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
            <Menu.Item value="open">{t('Open')}</Menu.Item>
            <Menu.Item value="import" disabled={busy}>
              {t('Import contacts')}
            </Menu.Item>
            <Menu.Item value="rename">{t('Rename')}</Menu.Item>
            <Menu.Item value="split" disabled={busy}>
              {t('Split')}
            </Menu.Item>
            <Menu.Item value="scrub" disabled={busy}>
              {t('Scrub')}
            </Menu.Item>
            <Menu.Item value="export" disabled={busy}>
              {t('Export')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" disabled={busy}>
              {t('Delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
