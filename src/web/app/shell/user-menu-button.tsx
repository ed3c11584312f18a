// The top bar's user button: the same button whether the menu's code has loaded (user-menu.tsx,
// as the menu's trigger) or not yet (user-menu-slot.tsx).
import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { UserIcon } from '@web/ui/icons';

export function UserMenuButton({ name, ...rest }: ButtonProps & { name: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" aria-label={t('User menu')} {...rest}>
      <UserIcon boxSize="5" />
      <Text as="span" hideBelow="md">
        {name}
      </Text>
    </Button>
  );
}
