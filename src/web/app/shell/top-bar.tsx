// The top bar (UI.md "The shell"): page title on the left; on the right the credit balance,
// the notifications bell, language, theme and the user menu with logout (its code loads when the user reaches for it).
import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@domain/money';
import type { CurrentUser } from '@domain/user';
import { MenuIcon, WalletIcon } from '@web/ui/icons';
import { Preferences } from '@web/ui/preferences';
import { NotificationBellSlot } from '@web/features/notifications/notification-bell-slot';
import { UserMenuSlot } from './user-menu-slot';

interface Props {
  title: string;
  user: CurrentUser;
  onOpenMenu: () => void;
  onLogout: () => void;
}

export function TopBar({ title, user, onOpenMenu, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <Flex as="header" align="center" gap="3" px={{ base: '3', md: '6' }} h="16" borderBottomWidth="1px" bg="bg">
      <IconButton aria-label={t('Open menu')} variant="ghost" size="sm" hideFrom="lg" onClick={onOpenMenu}>
        <MenuIcon boxSize="5" />
      </IconButton>
      {/* The page's own header carries its h1; this is the title bar. */}
      <Text fontWeight="semibold" fontSize="lg" flex="1" truncate>
        {t(title)}
      </Text>
      <HStack gap={{ base: '1', md: '3' }}>
        <HStack gap="2" px="3" py="1" rounded="full" bg="accent.subtle" color="accent.fg" aria-label={t('Credit balance')}>
          <WalletIcon boxSize="4" />
          <Text fontWeight="semibold" fontSize="sm" data-testid="credit-balance">
            {formatCents(user.balanceCents)}
          </Text>
        </HStack>
        <NotificationBellSlot />
        <Box hideBelow="md">
          <Preferences />
        </Box>
        <UserMenuSlot name={user.firstname || user.username} email={user.email} onLogout={onLogout} />
      </HStack>
    </Flex>
  );
}
