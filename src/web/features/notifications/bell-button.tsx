// The top bar's bell with the unread count: the same button whether the panel's code has loaded
// (notification-popover.tsx, as the popover's trigger) or not yet (notification-bell-slot.tsx).
import { Badge, Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { BellIcon } from '@web/ui/icons';

export function BellButton({ count, ...rest }: IconButtonProps & { count: number | null }) {
  const { t } = useTranslation();
  const unread = count ?? 0;
  return (
    <Box position="relative">
      <IconButton variant="ghost" size="sm" aria-label={unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications')} {...rest}>
        <BellIcon boxSize="5" />
      </IconButton>
      {unread > 0 && (
        <Badge
          data-testid="unread-count"
          aria-hidden
          position="absolute"
          top="-1"
          insetEnd="-1"
          rounded="full"
          variant="solid"
          colorPalette="red"
          size="sm"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </Box>
  );
}
