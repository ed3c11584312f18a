// One notification in the bell's panel: its title (bold while unread), what happened, when, a link
// to the item it is about, and 'Mark as read' while unread. Following the link marks it read too.
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@domain/notifications';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { formatWhen } from '@web/ui';

interface Props {
  notification: Notification;
  busy: boolean;
  onRead: (id: number) => void;
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification: n, busy, onRead, onOpen }: Props) {
  const { t } = useTranslation();
  const unread = n.status === 'unread';
  return (
    <Stack gap="1" py="2.5" aria-label={t(n.title)}>
      <HStack justify="space-between" align="flex-start" gap="2">
        <HStack gap="2" minW="0">
          {unread && <Box flexShrink="0" boxSize="2" rounded="full" bg="accent.fg" aria-hidden />}
          <Text fontWeight={unread ? 'semibold' : 'normal'} textStyle="sm" truncate>
            {t(n.title)}
            {unread && <Box as="span" srOnly>{` (${t('Unread')})`}</Box>}
          </Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted" flexShrink="0">
          {formatWhen(n.createdAt)}
        </Text>
      </HStack>
      <Text textStyle="sm" color="fg.muted" lineClamp={3}>
        {n.body}
      </Text>
      <HStack gap="3">
        {n.link !== null && (
          <Link asChild colorPalette="accent" textStyle="sm" fontWeight="medium">
            <RouterLink to={n.link} onClick={() => onOpen(n)}>
              {t('Open')}
            </RouterLink>
          </Link>
        )}
        {unread && (
          <Button size="xs" variant="ghost" colorPalette="accent" disabled={busy} onClick={() => onRead(n.id)} aria-label={t('Mark as read: {{title}}', { title: t(n.title) })}>
            {t('Mark as read')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
