// /tickets: the user's tickets (a Super-Admin: every user's), 5 a page (001 §9), filtered by status
// (all, open, processing, done, cancelled; 000 §4) and a search, both in the URL query. Each row
// says who wrote last, so support sees at a glance what waits for an answer.
import { useMemo } from 'react';
import { Button, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { TICKET_FILTERS, TICKET_PAGE_SIZE, ticketFilterSchema, type TicketFilter, type TicketRow } from '@domain/tickets/tickets';
import { useTranslation, type Translate } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { DataTable, EmptyState, FilterField, PageHeader, ToggleGroup, formatWhen, useListQuery, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { listTickets } from './tickets-api';
import { TICKET_STATUS_LABELS, TicketStatusBadge } from './ticket-status-badge';

const TEXT_FILTERS = ['search'] as const;
const FILTER_LABELS: Record<TicketFilter, string> = { all: 'All', ...TICKET_STATUS_LABELS };

function columns(t: Translate, support: boolean): DataTableColumn<TicketRow>[] {
  return [
    { key: 'id', header: 'ID', width: '16', cell: (r) => `#${r.id}` },
    {
      key: 'subject',
      header: 'Subject',
      cell: (r) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/tickets/${r.id}`}>{r.subject}</Link>
        </ChakraLink>
      ),
    },
    ...(support ? [{ key: 'owner', header: 'User', cell: (r: TicketRow) => r.owner.email }] : []),
    { key: 'status', header: 'Status', cell: (r) => <TicketStatusBadge status={r.status} /> },
    {
      key: 'last',
      header: 'Last reply',
      cell: (r) => (
        <Text textStyle="sm" color="fg.muted">
          {t(r.lastFromSupport ? 'Support' : support ? 'User' : 'You')} · {t('{{count}} message(s)', { count: r.replies })}
        </Text>
      ),
    },
    { key: 'updatedAt', header: 'Updated', cell: (r) => formatWhen(r.updatedAt) },
  ];
}

export function TicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const support = user?.role === 'Super-Admin';
  const query = useListQuery(TEXT_FILTERS);
  const parsed = ticketFilterSchema.safeParse(query.get('status'));
  const status: TicketFilter = parsed.success ? parsed.data : 'all';
  const search = query.get('search');
  const loaded = useLoad((signal) => listTickets({ status, search: search || undefined, page: query.page, limit: TICKET_PAGE_SIZE }, signal), [status, search, query.page]);
  const cols = useMemo(() => columns(t, support), [t, support]);
  const counts = loaded.data?.counts;
  const options = TICKET_FILTERS.map((value) => ({ value, label: counts ? `${t(FILTER_LABELS[value])} (${counts[value]})` : FILTER_LABELS[value] }));
  return (
    <Stack gap="4">
      <PageHeader
        title="Tickets"
        description={support ? 'Every user’s questions to support: answer them and set their status.' : 'Your questions to support and their answers.'}
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/tickets/create')}>
            <PlusIcon />
            {t('Create ticket')}
          </Button>
        }
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <ToggleGroup<TicketFilter> label="Status" options={options} value={status} onChange={(value) => query.update({ status: value === 'all' ? undefined : value })} />
        <FilterField label="Search">
          <Input type="search" placeholder={t('Subject or ticket number')} value={query.texts.search} onChange={(e) => query.setText('search', e.currentTarget.value)} />
        </FilterField>
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {loaded.failed ? (
        <EmptyState title="The tickets could not be loaded" onRetry={loaded.retry} />
      ) : (
        <DataTable
          label={t('Tickets')}
          columns={cols}
          rows={loaded.data?.items ?? []}
          getRowId={(r) => String(r.id)}
          loading={loaded.loading}
          empty={
            query.filtered ? (
              <EmptyState title="No tickets match these filters" />
            ) : (
              <EmptyState
                title="No tickets yet"
                description="Ask support a question: they answer here."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => navigate('/tickets/create')}>
                    {t('Create ticket')}
                  </Button>
                }
              />
            )
          }
          pagination={{
            mode: 'pages',
            page: query.page,
            pageSize: TICKET_PAGE_SIZE,
            pageSizeOptions: [TICKET_PAGE_SIZE],
            total: loaded.data?.total ?? 0,
            onPageChange: (p) => query.update({ page: p }),
            onPageSizeChange: () => undefined,
          }}
        />
      )}
    </Stack>
  );
}
