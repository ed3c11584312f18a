// /performance-tracker (domains) and /performance-tracker/did (DIDs) (000 §2; issue 11): every
// domain or number of the user across their groups with what it did over a date-hour range (the
// last 24 hours by default), searched by its name or its group's, sorted on the server, 50 a page
// (001 §9 "performance tracking 50"), the total from the count call. The choices live in the URL
// query. Leaving the page aborts what is loading (useLoad's AbortController, 001 §2).
import { useMemo, useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { DID_PERFORMANCE_SORT_FIELDS, DOMAIN_PERFORMANCE_SORT_FIELDS, PERFORMANCE_PAGE_SIZE, type DidPerformance, type DomainPerformance } from '@domain/performance-tracker';
import { useTranslation } from '@web/i18n';
import { DataTable, DateRangePicker, EmptyState, FilterField, LinkTabs, PageHeader, useListQuery, useLoad, type DataTableSort, type DateRange } from '@web/ui';
import { didPerformanceColumns, domainPerformanceColumns } from './performance-columns';
import { countPerformance, searchDidPerformance, searchDomainPerformance } from './performance-tracker-api';
import { hourRange, readRange, readSort } from './performance-query';

export type TrackerKind = 'domains' | 'dids';

const TABS = [
  { label: 'Domains', path: '/performance-tracker' },
  { label: 'DIDs', path: '/performance-tracker/did' },
] as const;
const SEARCH_KEYS = ['search'] as const;

type Loaded = { kind: 'domains'; items: DomainPerformance[] } | { kind: 'dids'; items: DidPerformance[] };

export function PerformanceTrackerPage({ kind }: { kind: TrackerKind }) {
  const { t } = useTranslation();
  const query = useListQuery(SEARCH_KEYS);
  // The default range is the last 24 hours as of the visit, not of each render.
  const [now] = useState(() => new Date());
  const from = query.get('from');
  const to = query.get('to');
  const range = useMemo(() => readRange(from, to, now), [from, to, now]);
  const isDomains = kind === 'domains';
  const sort = readSort(query.get('sort'), query.get('dir'), isDomains ? DOMAIN_PERFORMANCE_SORT_FIELDS : DID_PERFORMANCE_SORT_FIELDS);
  const search = query.get('search');
  const filter = useMemo(() => ({ search, ...hourRange(range) }), [search, range]);
  const filterKey = JSON.stringify(filter);

  const rows = useLoad<Loaded>(
    async (signal) => {
      const page = { ...filter, sortDirection: sort?.direction ?? 'DESC', pageSize: PERFORMANCE_PAGE_SIZE, pageNumber: query.page } as const;
      if (kind === 'domains') {
        const sortField = DOMAIN_PERFORMANCE_SORT_FIELDS.find((f) => f === sort?.key) ?? 'used';
        return { kind, items: (await searchDomainPerformance({ ...page, sortField }, signal)).items };
      }
      const sortField = DID_PERFORMANCE_SORT_FIELDS.find((f) => f === sort?.key) ?? 'sent';
      return { kind, items: (await searchDidPerformance({ ...page, sortField }, signal)).items };
    },
    [kind, filterKey, sort?.key, sort?.direction, query.page],
  );
  const total = useLoad((signal) => countPerformance(kind, filter, signal), [kind, filterKey]);

  const domainColumns = useMemo(() => domainPerformanceColumns(t), [t]);
  const didColumns = useMemo(() => didPerformanceColumns(t), [t]);
  const setRange = (r: DateRange | null) => query.update(r ? { from: r.from.toISOString(), to: r.to.toISOString() } : { from: undefined, to: undefined });
  const table = {
    loading: rows.loading,
    sort,
    onSortChange: (s: DataTableSort | null) => query.update({ sort: s?.key, dir: s?.direction }),
    empty: search ? undefined : (
      <EmptyState
        title={isDomains ? 'You have no domains yet' : 'You have no numbers yet'}
        description={isDomains ? 'Buy or add domains on the Domain page.' : 'Buy numbers into a DID group on the Dids page.'}
      />
    ),
    pagination: {
      mode: 'pages',
      page: query.page,
      pageSize: PERFORMANCE_PAGE_SIZE,
      total: total.data ?? 0,
      onPageChange: (page: number) => query.update({ page }),
      onPageSizeChange: () => undefined,
      pageSizeOptions: [PERFORMANCE_PAGE_SIZE],
    },
  } as const;

  return (
    <Stack gap="4">
      <PageHeader title="Performance tracker" description="How each of your domains and numbers performed, across all their groups." />
      <LinkTabs label="Performance tracker" tabs={TABS} />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search" maxW="sm">
          <Input
            type="search"
            value={query.texts.search ?? ''}
            onChange={(e) => query.setText('search', e.currentTarget.value)}
            placeholder={isDomains ? t('Domain or group') : t('Number or group')}
          />
        </FilterField>
        <DateRangePicker label="Date hour range" showLabel value={range} onChange={setRange} withTime />
        {query.filtered && (
          <Button size="sm" variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {rows.failed || total.failed ? (
        <EmptyState
          title={isDomains ? 'The domains could not be loaded' : 'The numbers could not be loaded'}
          onRetry={() => {
            rows.retry();
            total.retry();
          }}
        />
      ) : (
        isDomains ? (
          <DataTable
            label={t('Domain performance')}
            columns={domainColumns}
            rows={rows.data?.kind === 'domains' ? rows.data.items : []}
            getRowId={(r) => String(r.id)}
            {...table}
          />
        ) : (
          <DataTable label={t('DID performance')} columns={didColumns} rows={rows.data?.kind === 'dids' ? rows.data.items : []} getRowId={(r) => String(r.id)} {...table} />
        )
      )}
    </Stack>
  );
}
