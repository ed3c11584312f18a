// /inbox (000 §2; issue 11): replies from contacts, one thread per contact and number. Two panes:
// the threads on the left with the spec's filters, a phone search and pages; the open conversation
// on the right with its reply box. The filter, search, page and open thread live in the URL query,
// so a reload or a shared link shows the same inbox. The list refreshes itself every few seconds
// while the page is open; below the md breakpoint the panes take turns.
import { Box, Grid, Stack } from '@chakra-ui/react';
import { INBOX_PAGE_SIZE, inboxFilterSchema } from '@domain/inbox';
import { EmptyState, PageHeader, useListQuery } from '@web/ui';
import { ThreadListPane } from './thread-list';
import { ThreadPane } from './thread-pane';
import { useThreadList } from './use-thread-list';

const TEXT_KEYS = ['search'] as const;

export function InboxPage() {
  const query = useListQuery(TEXT_KEYS);
  const parsedFilter = inboxFilterSchema.safeParse(query.get('filter'));
  const filter = parsedFilter.success ? parsedFilter.data : undefined;
  const search = query.get('search');
  const selected = query.get('thread') || null;
  const { list, loading, failed, reload } = useThreadList({
    ...(filter ? { filter } : {}),
    ...(search ? { search } : {}),
    offset: (query.page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
  });
  const activity = list?.items.find((i) => i.threadUUID === selected)?.lastActivityAt;
  const { update, setText } = query;
  const select = (uuid: string | null) => update({ thread: uuid ?? undefined, page: query.page });

  return (
    <Stack gap="0">
      <PageHeader title="Inbox" description="Replies from your contacts, one thread per contact and number. Answer them here." />
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)', xl: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Box hideBelow={selected ? 'md' : undefined} borderWidth="1px" rounded="lg" p="3" bg="bg.panel">
          <ThreadListPane
            list={list}
            loading={loading}
            failed={failed}
            onRetry={reload}
            filter={filter}
            onFilter={(f) => update({ filter: f, thread: selected ?? undefined })}
            search={query.texts.search}
            onSearch={(text) => setText('search', text)}
            narrowed={filter !== undefined || search !== ''}
            onReset={() => {
              setText('search', '');
              update({ filter: undefined, search: undefined, thread: selected ?? undefined });
            }}
            selected={selected}
            onSelect={select}
            page={query.page}
            pageSize={INBOX_PAGE_SIZE}
            onPage={(page) => update({ page, thread: selected ?? undefined })}
          />
        </Box>
        <Box hideBelow={selected ? undefined : 'md'} borderWidth="1px" rounded="lg" p="4" bg="bg.panel" minW="0">
          {selected ? (
            <ThreadPane uuid={selected} activity={activity} onChanged={reload} onBack={() => select(null)} />
          ) : (
            <EmptyState title="No conversation open" description="Pick a thread on the left to read it and reply." />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
