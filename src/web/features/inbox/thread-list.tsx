// The inbox's left pane: the search box (a phone, debounced by the page), the spec's filters as
// toggle buttons (001 §9: Needs Response, Unread, Received, Read, Sent, Error, Send API, Responder,
// Starred; 'All' clears them) with the counts of the two that ask for action, the threads newest
// first, and the pages.
import { Badge, Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { INBOX_FILTER_LABELS, INBOX_FILTERS, type InboxFilter, type ThreadList } from '@domain/inbox';
import { useTranslation } from '@web/i18n';
import { EmptyState, FilterField, LoadingSkeleton, formatCount } from '@web/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@web/ui/icons';
import { ThreadItem } from './thread-item';

export interface ThreadListProps {
  list: ThreadList | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  filter: InboxFilter | undefined;
  onFilter: (filter: InboxFilter | undefined) => void;
  search: string;
  onSearch: (text: string) => void;
  /** A filter or a search narrows the list: Reset shows. */
  narrowed: boolean;
  onReset: () => void;
  selected: string | null;
  onSelect: (uuid: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function ThreadListPane(props: ThreadListProps) {
  const { t } = useTranslation();
  const { list, filter, page, pageSize } = props;
  const counted: Partial<Record<InboxFilter, number>> = { needsResponse: list?.counts.needsResponse, unread: list?.counts.unread };
  const total = list?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const chip = (value: InboxFilter | undefined, label: string, count?: number) => {
    const active = filter === value;
    return (
      <Button
        key={value ?? 'all'}
        size="xs"
        variant={active ? 'solid' : 'outline'}
        colorPalette={active ? 'accent' : 'gray'}
        aria-pressed={active}
        onClick={() => props.onFilter(value)}
      >
        {t(label)}
        {count !== undefined && count > 0 && (
          <Badge size="xs" variant={active ? 'surface' : 'subtle'} colorPalette="accent">
            {formatCount(count)}
          </Badge>
        )}
      </Button>
    );
  };

  return (
    <Stack gap="3" minW="0">
      <HStack align="flex-end" gap="2">
        <FilterField label="Search" maxW="full">
          <Input type="search" value={props.search} onChange={(e) => props.onSearch(e.currentTarget.value)} placeholder={t('Phone number')} />
        </FilterField>
        {props.narrowed && (
          <Button variant="ghost" onClick={props.onReset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      <HStack role="group" aria-label={t('Filters')} gap="1.5" wrap="wrap">
        {chip(undefined, 'All')}
        {INBOX_FILTERS.map((f) => chip(f, INBOX_FILTER_LABELS[f], counted[f]))}
      </HStack>
      {props.failed ? (
        <EmptyState title="The threads could not be loaded" onRetry={props.onRetry} />
      ) : props.loading || list === null ? (
        <LoadingSkeleton lines={6} />
      ) : list.items.length === 0 ? (
        <EmptyState
          title={props.narrowed ? 'No thread matches' : 'No replies yet'}
          description={props.narrowed ? 'Try another filter, or clear the search.' : 'When contacts answer your messages, their threads appear here.'}
        />
      ) : (
        <Box as="ul" aria-label={t('Threads')} listStyleType="none" maxH={{ md: '70vh' }} overflowY="auto" mx="-1" px="1">
          {list.items.map((thread) => (
            <Box as="li" key={thread.threadUUID} borderBottomWidth="1px" borderColor="border.muted" py="0.5">
              <ThreadItem thread={thread} selected={thread.threadUUID === props.selected} onSelect={props.onSelect} />
            </Box>
          ))}
        </Box>
      )}
      {total > pageSize && (
        <HStack justify="space-between">
          <Text textStyle="sm" color="fg.muted">
            {t('{{first}}–{{last}} of {{total}}', { first: formatCount(first), last: formatCount(last), total: formatCount(total) })}
          </Text>
          <HStack gap="1">
            <IconButton size="sm" variant="outline" aria-label={t('Previous page')} disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton size="sm" variant="outline" aria-label={t('Next page')} disabled={last >= total} onClick={() => props.onPage(page + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
