// The trailing actions of a DID-group row: open it, or delete it (after a confirmation).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { DidGroup } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { MoreIcon } from '@web/ui/icons';

export type DidGroupAction = 'open' | 'delete';

export function DidGroupRowMenu({ group, onAction }: { group: DidGroup; onAction: (action: DidGroupAction, group: DidGroup) => void }) {
  const { t } = useTranslation();
  const choose = (value: string) => {
    if (value === 'open' || value === 'delete') onAction(value, group);
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
            <Menu.Item value="delete" color="fg.error">
              {t('Delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
