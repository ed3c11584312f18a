// The domains of one group (001 §7 "loadDomainsInGroup (groupId, sortDirection, sortField,
// startDateHour, endDateHour)"): search, sort by a header click, pages of 20, and a date-hour
// range (YYMMDDHH) for each domain's used, failed and clicked and its delivery rate
// ((used - failed) / used, 100% when unused). The group's totals over the range show above.
// Selected domains can be migrated to another group.
import { useMemo, useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { DOMAIN_PAGE_SIZE, GROUP_DOMAIN_SORT_FIELDS, type DomainGroup, type GroupDomain } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { DataTable, DateRangePicker, EmptyState, Figure, FilterField, formatCount, toDateHour, useDebouncedValue, useLoad, type DataTableColumn, type DataTableSort, type DateRange } from '@web/ui';
import { domainColumns } from './domain-columns';
import { searchGroupDomains } from './domains-api';
import { MigrateDialog } from './migrate-dialog';

const rate = (n: number) => `${n}%`;

type Props = { group: DomainGroup; reloadKey: number; onChanged: () => void };

export function GroupDomainsPanel({ group, reloadKey, onChanged }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [migrating, setMigrating] = useState(false);

  const { data, loading, failed, retry } = useLoad(
    (signal) =>
      searchGroupDomains(
        group.id,
        {
          search,
          sortField: GROUP_DOMAIN_SORT_FIELDS.find((f) => f === sort?.key) ?? 'createdAt',
          sortDirection: sort?.direction ?? 'DESC',
          pageSize: DOMAIN_PAGE_SIZE,
          pageNumber: page,
          ...(range ? { startDateHour: toDateHour(range.from), endDateHour: toDateHour(range.to) } : {}),
        },
        signal,
      ),
    [group.id, search, sort, page, range, reloadKey],
  );

  const columns = useMemo<DataTableColumn<GroupDomain>[]>(() => {
    const [name, , status] = domainColumns(t);
    const figure = (key: 'used' | 'failed' | 'clicked', header: string): DataTableColumn<GroupDomain> => ({ key, header, align: 'end', sortable: true, cell: (d) => formatCount(d[key]) });
    return [
      { ...name!, sortable: true },
      status!,
      figure('used', 'Used'),
      figure('failed', 'Failed'),
      figure('clicked', 'Clicked'),
      { key: 'deliveryRate', header: 'Delivery rate', align: 'end', sortable: true, cell: (d) => rate(d.deliveryRate) },
    ] as DataTableColumn<GroupDomain>[];
  }, [t]);

  const summary = data?.summary;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search" maxW="sm">
          <Input type="search" value={searchText} onChange={(e) => { setSearchText(e.currentTarget.value); setPage(1); }} placeholder={t('Domain name')} />
        </FilterField>
        <DateRangePicker label="Figures between" showLabel value={range} onChange={(r) => { setRange(r); setPage(1); }} withTime clearable />
        <HStack ms="auto" gap="2">
          <Button size="sm" variant="outline" onClick={() => setMigrating(true)}>
            {selectedIds.length > 0 ? t('Migrate {{count}} selected', { count: selectedIds.length }) : t('Migrate')}
          </Button>
        </HStack>
      </HStack>
      {summary && (
        <HStack gap="6" wrap="wrap" aria-label={t('Group performance')}>
          <Figure label="Used" value={formatCount(summary.used)} />
          <Figure label="Failed" value={formatCount(summary.failed)} />
          <Figure label="Clicked" value={formatCount(summary.clicked)} />
          <Figure label="Delivery rate" value={rate(summary.deliveryRate)} />
        </HStack>
      )}
      {failed ? (
        <EmptyState title="The domains could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Domains in the group')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(d) => String(d.id)}
          loading={loading}
          sort={sort}
          onSortChange={(s) => { setSort(s); setPage(1); }}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          empty={search ? undefined : <EmptyState title="No domains in this group yet" description="Buy domains into it from the Domains page, or migrate some here." />}
          pagination={{ mode: 'pages', page, pageSize: DOMAIN_PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage, onPageSizeChange: () => undefined, pageSizeOptions: [DOMAIN_PAGE_SIZE] }}
        />
      )}
      <MigrateDialog
        group={group}
        open={migrating}
        selected={selectedIds.map(Number)}
        onClose={() => setMigrating(false)}
        onMigrated={() => {
          setMigrating(false);
          setSelectedIds([]);
          retry();
          onChanged();
        }}
      />
    </Stack>
  );
}
