// The trailing actions of one number in a DID group: move it, release it, or delete it.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Did } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { MoreIcon } from '@web/ui/icons';

export type DidAction = 'move' | 'release' | 'delete';
const DID_ACTIONS: readonly DidAction[] = ['move', 'release', 'delete'];

export function DidRowMenu({ did, onAction }: { did: Did; onAction: (action: DidAction, did: Did) => void }) {
  const { t } = useTranslation();
  const choose = (value: string) => {
    const action = DID_ACTIONS.find((a) => a === value);
    if (action) onAction(action, did);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => choose(e.value)}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('Actions for {{name}}', { name: did.phone })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="move">{t('Move')}</Menu.Item>
            <Menu.Item value="release">{t('Release')}</Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              {t('Delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
