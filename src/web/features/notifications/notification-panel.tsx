// The bell's panel (issue 11): the user's notifications, newest first, in pages of 5 (001 §9
// "notification filter offset 5, limit 5"), filtered Unread, Read or All; mark one read, or all at
// once, after which the list and the unread count are fetched again (001 §4). A link at the foot
// leads to /notification-setting (the spec's menu has no entry for it). Mounted only while the
// panel is open: useLoad aborts the call in flight when it closes.
import { Box, Button, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationStatus } from '@domain/notifications';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, ToggleGroup, formatCount, useLoad, type ToggleOption } from '@web/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@web/ui/icons';
import { countUnread, getNotifications, markAllAsRead, markRead } from './notifications-api';
import { NotificationItem } from './notification-item';

type Filter = NotificationStatus | 'all';
const FILTERS: readonly ToggleOption<Filter>[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

interface Props {
  onCount: (count: number) => void;
  onClose: () => void;
}

export function NotificationPanel({ onCount, onClose }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const offset = (page - 1) * NOTIFICATION_PAGE_SIZE;
  const list = useLoad(
    (signal) => getNotifications({ ...(filter === 'all' ? {} : { status: filter }), offset, limit: NOTIFICATION_PAGE_SIZE }, signal),
    [filter, offset, version],
  );

  /** Runs a change, then fetches the list and the count again. */
  const change = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
      countUnread().then(onCount, () => undefined);
    }
  };
  const open = (n: Notification) => {
    if (n.status === 'unread') void change(() => markRead([n.id]));
    onClose();
  };
  const total = list.data?.total ?? 0;
  // Marking read can empty the last page of Unread: step back to the last page there is.
  const emptied = list.data !== null && list.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage(Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE)));
  }, [emptied, total]);
  const last = Math.min(total, offset + NOTIFICATION_PAGE_SIZE);

  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="2">
        <Heading as="h2" size="md">
          {t('Notifications')}
        </Heading>
        <Button size="xs" variant="outline" colorPalette="accent" disabled={busy} onClick={() => void change(markAllAsRead)}>
          {t('Mark all as read')}
        </Button>
      </HStack>
      <ToggleGroup
        label="Show"
        options={FILTERS}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.failed ? (
        <EmptyState title="The notifications could not be loaded" onRetry={list.retry} />
      ) : list.loading && list.data === null ? (
        <LoadingSkeleton lines={5} />
      ) : list.data === null || list.data.items.length === 0 ? (
        <EmptyState title={filter === 'unread' ? 'No unread notifications' : 'No notifications yet'} description="Finished campaigns, imports and purchases, and a low balance, are told here." />
      ) : (
        <Box as="ul" aria-label={t('Notifications')} listStyleType="none" maxH="60vh" overflowY="auto" opacity={list.loading ? 0.6 : 1}>
          {list.data.items.map((n) => (
            <Box as="li" key={n.id} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <NotificationItem notification={n} busy={busy} onRead={(id) => void change(() => markRead([id]))} onOpen={open} />
            </Box>
          ))}
        </Box>
      )}
      <HStack justify="space-between" gap="2">
        <Link asChild colorPalette="accent" textStyle="sm" fontWeight="medium">
          <RouterLink to="/notification-setting" onClick={onClose}>
            {t('Notification settings')}
          </RouterLink>
        </Link>
        {total > NOTIFICATION_PAGE_SIZE && (
          <HStack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {t('{{first}}–{{last}} of {{total}}', { first: formatCount(offset + 1), last: formatCount(last), total: formatCount(total) })}
            </Text>
            <IconButton size="xs" variant="outline" aria-label={t('Previous page')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton size="xs" variant="outline" aria-label={t('Next page')} disabled={last >= total} onClick={() => setPage(page + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}
