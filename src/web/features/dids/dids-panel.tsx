// The numbers of one DID group (001 §4 "DID listing in a group"): search by number (didSearch,
// debounced 300 ms), sort by a header click (sortField / sortDirection), pages of 20 or 50
// (pageSize / pageNumber), and a date-hour range (startDateHour / endDateHour as YYMMDDHH) for the
// sent, delivered and clicked figures. Selected numbers can be moved to another group or released;
// a row's menu moves, releases or deletes that one number. 'Release by rate' releases the numbers
// whose delivery or click rate is below a value, 'Release now' applies the group's auto-release
// thresholds at once (001 §7). `reloadKey` is bumped by the page when
// the numbers changed elsewhere (a purchase ended).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DID_PAGE_SIZES, DID_SORT_FIELDS, type Did, type DidListQuery } from '@domain/dids';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, DateRangePicker, EmptyState, notify, showRefusal, type DataTableSort, type DateRange, useLoad } from '@web/ui';
import { toDateHour } from '@web/ui';
import { didColumns } from './did-columns';
import { DidRowMenu, type DidAction } from './did-row-menu';
import { deleteDid, releaseDids, releaseDidsNow, searchDids } from './dids-api';
import { FilterField } from '@web/ui';
import { MoveDidsDialog } from './move-dids-dialog';
import { ReleaseByRateDialog } from './release-by-rate-dialog';
import { useDebouncedValue } from '@web/ui';

type Props = {
  groupId: number;
  /** How many numbers the group holds (the most an amount can move). */
  available: number;
  reloadKey: number;
  /** The group's numbers changed here (moved, released, deleted): its head counts again. */
  onChanged: () => void;
  /** More actions for the toolbar (the page's scrub, bad-DID and cycle actions). */
  actions?: ReactNode;
};

export function buildDidQuery(o: { search: string; sort: DataTableSort | null; page: number; pageSize: number; range: DateRange | null }): DidListQuery {
  const sortField = DID_SORT_FIELDS.find((f) => f === o.sort?.key) ?? 'createdAt';
  return {
    didSearch: o.search,
    sortField,
    sortDirection: o.sort?.direction ?? 'DESC',
    pageSize: o.pageSize,
    pageNumber: o.page,
    ...(o.range ? { startDateHour: toDateHour(o.range.from), endDateHour: toDateHour(o.range.to) } : {}),
  };
}

export function DidsPanel({ groupId, available, reloadKey, onChanged, actions }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DID_PAGE_SIZES[0]);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  const [releasing, setReleasing] = useState<readonly number[] | null>(null);
  const [deleting, setDeleting] = useState<Did | null>(null);
  const [releasingByRate, setReleasingByRate] = useState(false);
  const [releasingNow, setReleasingNow] = useState(false);

  // A new search starts again at page 1 with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelectedIds([]);
  }, [search]);

  const { data: result, loading, failed, retry } = useLoad(
    (signal) => searchDids(groupId, buildDidQuery({ search, sort, page, pageSize, range }), signal),
    [groupId, search, sort, page, pageSize, range, reloadKey],
  );

  const columns = useMemo(() => didColumns(t), [t]);
  const selected = selectedIds.map(Number);

  const changed = () => {
    setSelectedIds([]);
    retry();
    onChanged();
  };

  const onAction = (action: DidAction, did: Did) => {
    if (action === 'move') setMoving([did.id]);
    if (action === 'release') setReleasing([did.id]);
    if (action === 'delete') setDeleting(did);
  };

  const confirmRelease = async () => {
    if (!releasing) return;
    // A refusal is the api client's toast; the dialog stays open.
    const released = await releaseDids(groupId, releasing);
    notify({ type: 'success', description: t('{{count}} DIDs released', { count: released }) });
    changed();
  };

  const confirmReleaseNow = async () => {
    try {
      const released = await releaseDidsNow(groupId);
      notify({ type: 'success', description: t('{{count}} DIDs released', { count: released }) });
      changed();
    } catch (error) {
      showRefusal(error);
      // Auto release switched off: asking again cannot help, so the question closes (the toast
      // says where to switch it on); any other failure keeps it open to retry.
      if (!(isApiRequestError(error) && error.field === 'autoRelease')) throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteDid(groupId, deleting.id);
    notify({ type: 'success', description: 'Deleted' });
    changed();
  };

  const restartWith = (apply: () => void) => {
    apply();
    setPage(1);
    setSelectedIds([]);
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search DIDs">
          <Input type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} placeholder={t('Phone number')} />
        </FilterField>
        <DateRangePicker label="Figures between" showLabel value={range} onChange={(r) => restartWith(() => setRange(r))} withTime clearable />
        <HStack gap="2" ms="auto" wrap="wrap">
          {actions}
          {selectedIds.length > 0 && (
            <>
              <Text textStyle="sm" color="fg.muted">
                {t('{{count}} selected', { count: selectedIds.length })}
              </Text>
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => setReleasing(selected)}>
                {t('Release')}
              </Button>
            </>
          )}
          <Button variant="outline" size="sm" disabled={available === 0 && selected.length === 0} onClick={() => setMoving(selected)}>
            {t('Move DIDs')}
          </Button>
          <Button variant="outline" size="sm" colorPalette="red" disabled={available === 0} onClick={() => setReleasingByRate(true)}>
            {t('Release by rate')}
          </Button>
          <Button variant="outline" size="sm" colorPalette="red" disabled={available === 0} onClick={() => setReleasingNow(true)}>
            {t('Release now')}
          </Button>
        </HStack>
      </HStack>
      {failed ? (
        <EmptyState
          title="The DIDs could not be loaded"
          onRetry={() => retry()}
        />
      ) : (
        <DataTable
          label={t('DIDs')}
          columns={columns}
          rows={result?.items ?? []}
          getRowId={(d) => String(d.id)}
          loading={loading}
          sort={sort}
          onSortChange={(next) => restartWith(() => setSort(next))}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          rowActions={(d) => <DidRowMenu did={d} onAction={onAction} />}
          empty={search === '' && range === null ? <EmptyState title="No DIDs in this group yet" description="Buy numbers on the 'Buy DIDs' tab." /> : undefined}
          pagination={{
            mode: 'pages',
            page,
            pageSize,
            total: result?.total ?? 0,
            pageSizeOptions: DID_PAGE_SIZES,
            onPageChange: (p) => {
              setPage(p);
              setSelectedIds([]);
            },
            onPageSizeChange: (size) => restartWith(() => setPageSize(size)),
          }}
        />
      )}

      <MoveDidsDialog
        open={moving !== null}
        groupId={groupId}
        selected={moving ?? []}
        available={available}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          changed();
        }}
      />
      <ConfirmDialog
        open={releasing !== null}
        title="Release DIDs"
        message={t('Release {{count}} DIDs? They go back to the carrier and leave this group.', { count: releasing?.length ?? 0 })}
        confirmLabel="Release"
        danger
        onConfirm={confirmRelease}
        onClose={() => setReleasing(null)}
      />
      <ReleaseByRateDialog
        open={releasingByRate}
        groupId={groupId}
        onClose={() => setReleasingByRate(false)}
        onReleased={() => {
          setReleasingByRate(false);
          changed();
        }}
      />
      <ConfirmDialog
        open={releasingNow}
        title="Release now"
        message={t("Release now the numbers below this group's auto-release thresholds?")}
        confirmLabel="Release"
        danger
        onConfirm={confirmReleaseNow}
        onClose={() => setReleasingNow(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete DID"
        message={t('Delete {{phone}} from this group? This cannot be undone.', { phone: deleting?.phone ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
