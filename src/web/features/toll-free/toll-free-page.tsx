// /tfn: the user's toll-free verification requests (status badges; filters status and search in the
// URL) and, on the Profiles tab, the businesses they are made for. The list refreshes itself while
// a request is with the aggregator (Submitted, In review).
import { useMemo } from 'react';
import { Button, HStack, Input, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { formatTollFreeNumber } from '@domain/toll-free/toll-free-lists';
import { TOLL_FREE_STATUSES, tollFreeStatusSchema, type TollFreeRequestList, type TollFreeRequestRow } from '@domain/toll-free/toll-free-request';
import { useTranslation, type Translate } from '@web/i18n';
import { DataTable, DetailTabs, EmptyState, FilterField, PageHeader, RowActionsMenu, TabPanel, formatWhen, useListQuery, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { listTollFreeRequests } from './toll-free-api';
import { TollFreeProfilesPanel } from './toll-free-profiles-panel';
import { TollFreeStatusBadge } from './toll-free-status-badge';
import { useRefreshingLoad } from './use-refreshing-load';

const TEXT_FILTERS = ['search'] as const;
type Tab = 'requests' | 'profiles';
const TABS = [
  { key: 'requests', label: 'Requests' },
  { key: 'profiles', label: 'Profiles' },
] as const;

const anyUnderReview = (list: TollFreeRequestList) => list.items.some((r) => r.status === 'Submitted' || r.status === 'In review');

function requestColumns(t: Translate): DataTableColumn<TollFreeRequestRow>[] {
  return [
    {
      key: 'businessName',
      header: 'Business name',
      cell: (r) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/tfn/${r.id}`}>{r.businessName}</Link>
        </ChakraLink>
      ),
    },
    { key: 'useCase', header: 'Use case', cell: (r) => r.useCase },
    { key: 'numbers', header: 'Toll-free numbers', cell: (r) => r.tollFreeNumbers.map(formatTollFreeNumber).join(', ') },
    { key: 'volume', header: 'Monthly volume', cell: (r) => r.expectedMonthlyVolume },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Stack gap="1" align="flex-start">
          <TollFreeStatusBadge status={r.status} />
          {r.status === 'Rejected' && r.reason && (
            <Text textStyle="xs" color="fg.muted" maxW="xs" lineClamp={2} title={t(r.reason)}>
              {t(r.reason)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'updatedAt', header: 'Updated', cell: (r) => formatWhen(r.updatedAt) },
  ];
}

export function TollFreePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListQuery(TEXT_FILTERS);
  const tab: Tab = query.get('tab') === 'profiles' ? 'profiles' : 'requests';
  return (
    <Stack gap="4">
      <PageHeader
        title="Toll Free"
        description="Toll-free verification: the carriers deliver texts from a toll-free number only once it is verified."
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/tfn/create')}>
            <PlusIcon />
            {t('Create request')}
          </Button>
        }
      />
      <DetailTabs<Tab> label="Toll Free" tabs={TABS} value={tab} onChange={(key) => query.update({ tab: key === 'requests' ? undefined : key })} />
      <TabPanel tab={tab}>{tab === 'requests' ? <RequestsPanel query={query} /> : <TollFreeProfilesPanel />}</TabPanel>
    </Stack>
  );
}

function RequestsPanel({ query }: { query: ReturnType<typeof useListQuery<'search'>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parsedStatus = tollFreeStatusSchema.safeParse(query.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const search = query.get('search');
  const loaded = useRefreshingLoad((signal) => listTollFreeRequests({ status, search: search || undefined }, signal), [status, search], anyUnderReview);
  const columns = useMemo(() => requestColumns(t), [t]);
  const filtered = status !== undefined || search !== '';
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search">
          <Input type="search" placeholder={t('Business, use case or number')} value={query.texts.search} onChange={(e) => query.setText('search', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Status">
          <NativeSelect.Root>
            <NativeSelect.Field value={status ?? ''} onChange={(e) => query.update({ status: e.currentTarget.value || undefined })}>
              <option value="">{t('All')}</option>
              {TOLL_FREE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        {filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {loaded.failed ? (
        <EmptyState title="The toll-free requests could not be loaded" onRetry={loaded.retry} />
      ) : (
        <DataTable
          label={t('Toll-free requests')}
          columns={columns}
          rows={loaded.data?.items ?? []}
          getRowId={(r) => String(r.id)}
          loading={loaded.loading && loaded.data === null}
          rowActions={(r) => (
            <RowActionsMenu<'open' | 'edit'>
              name={r.businessName}
              actions={[
                { value: 'open', label: 'Open' },
                { value: 'edit', label: 'Edit', disabled: r.status !== 'Draft' && r.status !== 'Rejected' },
              ]}
              onSelect={(action) => navigate(action === 'open' ? `/tfn/${r.id}` : `/tfn/${r.id}/edit`)}
            />
          )}
          empty={
            filtered ? undefined : (
              <EmptyState
                title="No toll-free requests yet"
                description="Create a request to verify your toll-free numbers."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => navigate('/tfn/create')}>
                    {t('Create request')}
                  </Button>
                }
              />
            )
          }
        />
      )}
    </Stack>
  );
}
