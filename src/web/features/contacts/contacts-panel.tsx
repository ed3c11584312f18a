// The contacts of one group (000 §3 "Detail request": page size 50, page 1, searchValue, sort
// creation_date desc): search, filters, the column chooser, the creation date header that flips
// newest/oldest first, edit a contact, and delete the selected ones (sent in chunks of 200), and save
// the applied filters as a new group (a filter task, handed to onTaskStarted). The total reads
// "1,000+" when the server stopped counting, and the pager then offers the next page.
import { useEffect, useMemo, useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import {
  CONTACT_PAGE_SIZE,
  contactMessages,
  type Contact,
} from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, notify, type DataTableSort, formatCount, useLoad } from '@web/ui';
import { ColumnChooser } from './column-chooser';
import { contactColumns } from './contact-columns';
import { ContactFilters } from './contact-filters';
import { deleteContacts, searchContacts } from './contacts-api';
import { EditContactDialog } from './edit-contact-dialog';
import { formatTotal } from './format';
import { SaveFilterGroupDialog, type AppliedFilters } from './save-filter-group-dialog';
import { useContactLayout } from './use-contact-layout';
import { useDebouncedValue } from '@web/ui';

const DEFAULT_SORT: DataTableSort = { key: 'creation_date', direction: 'DESC' };

type Props = {
  groupId: number;
  /** Bumped by the page when the contacts changed elsewhere (an import ended). */
  reloadKey: number;
  /** The group's counts changed (contacts deleted or edited). */
  onChanged: () => void;
  /** A task started here (a filter task): the page hands it to the background-process panel. */
  onTaskStarted: (task: BackgroundTask) => void;
};

export function ContactsPanel({ groupId, reloadKey, onChanged, onTaskStarted }: Props) {
  const { t } = useTranslation();
  const { columns, choose } = useContactLayout();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CONTACT_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const searchValue = useDebouncedValue(searchText.trim());
  const [sort, setSort] = useState<DataTableSort>(DEFAULT_SORT);
  const [query, setQuery] = useState<AppliedFilters>({ filters: [], operator: 'AND' });
  const [showFilters, setShowFilters] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [savingAsGroup, setSavingAsGroup] = useState(false);

  // A new search, filter or sort starts again at page 1 with nothing selected.
  const restart = () => {
    setPage(1);
    setSelectedIds([]);
  };
  useEffect(() => {
    setPage(1);
    setSelectedIds([]);
  }, [searchValue]);

  const { data: result, loading, failed, retry } = useLoad(
    (signal) =>
      searchContacts(
        groupId,
        {
          page,
          pageSize,
          searchValue,
          sortField: 'creation_date',
          direction: sort.direction,
          filters: query.filters,
          operator: query.operator,
        },
        signal,
      ),
    [groupId, page, pageSize, searchValue, sort, query, reloadKey],
  );

  const tableColumns = useMemo(() => contactColumns(columns, t), [columns, t]);
  const rows = result?.items ?? [];
  const total = result?.total ?? 0;

  const confirmDelete = async () => {
    try {
      await deleteContacts(groupId, selectedIds.map(Number));
    } catch (error) {
      notify({ type: 'error', description: contactMessages.deleteFailed });
      // Some chunks may have gone: show what is left.
      retry();
      onChanged();
      throw error;
    }
    notify({ type: 'success', description: 'Deleted' });
    setSelectedIds([]);
    retry();
    onChanged();
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          size="sm"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          placeholder={t('Phone, name or email')}
          aria-label={t('Search contacts')}
        />
        <Button size="sm" variant={showFilters ? 'subtle' : 'outline'} aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          {query.filters.length > 0 ? t('Filters ({{count}})', { count: query.filters.length }) : t('Filters')}
        </Button>
        <ColumnChooser columns={columns} onChange={choose} />
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {result ? t('{{total}} contacts', { total: formatTotal(total, result.totalCapped) }) : ''}
        </Text>
        {selectedIds.length > 0 && (
          <HStack gap="2" ms="auto">
            <Text textStyle="sm" color="fg.muted">
              {t('{{count}} selected', { count: formatCount(selectedIds.length) })}
            </Text>
            <Button size="sm" variant="outline" onClick={() => setSelectedIds([])}>
              {t('Clear selection')}
            </Button>
            <Button size="sm" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
              {t('Delete selected')}
            </Button>
          </HStack>
        )}
      </HStack>
      {showFilters && (
        <ContactFilters
          onApply={(filters, operator) => {
            setQuery({ filters, operator });
            restart();
          }}
          canSaveAsGroup={query.filters.length > 0}
          onSaveAsGroup={() => setSavingAsGroup(true)}
        />
      )}
      {failed ? (
        <EmptyState
          title="Contacts could not be loaded"
          onRetry={() => retry()}
        />
      ) : (
        <DataTable
          label={t('Contacts')}
          columns={tableColumns}
          rows={rows}
          getRowId={(c) => String(c.id)}
          loading={loading}
          sort={sort}
          onSortChange={(next) => {
            setSort(next ?? DEFAULT_SORT);
            restart();
          }}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          rowActions={(c) => (
            <Button size="xs" variant="outline" onClick={() => setEditing(c)} aria-label={t('Edit contact {{phone}}', { phone: c.phone })}>
              {t('Edit')}
            </Button>
          )}
          pagination={{
            mode: 'pages',
            page,
            pageSize,
            total,
            totalCapped: result?.totalCapped ?? false,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      )}
      <EditContactDialog
        groupId={groupId}
        contact={editing}
        columns={columns}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          retry();
        }}
      />
      <SaveFilterGroupDialog
        groupId={groupId}
        search={savingAsGroup ? query : null}
        onClose={() => setSavingAsGroup(false)}
        onStarted={(task) => {
          setSavingAsGroup(false);
          onTaskStarted(task);
        }}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete contacts"
        message={t('Delete {{count}} selected contacts? This cannot be undone.', { count: formatCount(selectedIds.length) })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
