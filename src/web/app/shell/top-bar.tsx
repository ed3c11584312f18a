// The top bar (UI.md "The shell"): page title on the left; on the right the credit balance (a link to settings, payment tab),
// the notifications bell, language, theme and the user menu with logout (its code loads when the user reaches for it).
import { Box, Flex, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { settingsPath } from '@domain/settings-tabs';
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
        {/* A click opens settings, payment tab (UI.md "The shell"). */}
        <ChakraLink asChild px="3" py="1" rounded="full" bg="accent.subtle" color="accent.fg" _hover={{ textDecoration: 'none', bg: 'accent.muted' }}>
          <Link to={settingsPath('payment')} aria-label={t('Credit balance')}>
            <HStack gap="2">
              <WalletIcon boxSize="4" />
              <Text fontWeight="semibold" fontSize="sm" data-testid="credit-balance">
                {formatCents(user.balanceCents)}
              </Text>
            </HStack>
          </Link>
        </ChakraLink>
        <NotificationBellSlot />
        <Box hideBelow="md">
          <Preferences />
        </Box>
        <UserMenuSlot name={user.firstname || user.username} email={user.email} onLogout={onLogout} />
      </HStack>
    </Flex>
  );
}
