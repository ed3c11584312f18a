// The user menu of the top bar: the account's email and Logout. Loaded by user-menu-slot.tsx the
// first time the user reaches for it.
import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { LogoutIcon } from '@web/ui/icons';
import { UserMenuButton } from './user-menu-button';

interface Props {
  name: string;
  email: string;
  onLogout: () => void;
  /** Open at once: the click that asked for the menu's code came before it had loaded. */
  defaultOpen?: boolean;
}

export function UserMenu({ name, email, onLogout, defaultOpen = false }: Props) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{email}</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={onLogout}>
              <LogoutIcon boxSize="4" />
              {t('Logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
