// /contact/groups (and /contact, /contact-v2...): the user's contact groups in the shared table,
// with search, paging kept in the URL query, row actions (open, import, rename, split, scrub,
// export, certify, enrich, refresh, consume, archive or unarchive, delete), and merge or remove for
// selected groups. Split, merge, remove, scrub, export and the data tasks run in the background:
// the page hands each started task to onTaskStarted, which the app wires to the background-process
// panel (001 §4), and reloads the list when the task ends (useTaskEnd) or, for work started
// elsewhere, while a group shows it is busy. A Super-Admin also keeps the DNC list from here.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { BackgroundTask } from '@domain/background-tasks';
import { contactMessages, type ContactGroup } from '@domain/contacts';
import { every } from '@web/api/every';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, DEFAULT_PAGE_SIZE, EmptyState, PageHeader, notify, showRefusal } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { isBusy } from './contact-labels';
import { deleteContactGroup, exportContactGroup, listContactGroups, removeContactGroups } from './contacts-api';
import { CreateGroupDialog } from './create-group-dialog';
import { startGroupTask, type PlainGroupTask } from './data-tasks-api';
import { DncListButton } from './dnc-list-button';
import { groupColumns } from './group-columns';
import { GroupRowMenu, type GroupAction } from './group-row-menu';
import { GroupTaskDialogs, type GroupTaskDialog } from './group-task-dialogs';
import { ImportContactsDialog } from './import/import-contacts-dialog';
import { MergeGroupsDialog } from './merge-groups-dialog';
import { RenameGroupDialog } from './rename-group-dialog';
import { ScrubGroupDialog } from './scrub-group-dialog';
import { SplitGroupDialog } from './split-group-dialog';
import { useContactBase } from './use-contact-base';
import { useDebouncedValue } from '@web/ui';
import { useTaskEnd } from './use-task-end';

/** How often the list is asked again while a group is busy (an import or a scrub started elsewhere). */
export const LIST_BUSY_REFRESH_MS = 5000;

export type ContactGroupsPageProps = {
  /** Opens the background-process panel on a task the page started (split, merge, remove, scrub, export, the data tasks). */
  onTaskStarted?: (task: BackgroundTask) => void;
};

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function ContactGroupsPage({ onTaskStarted }: ContactGroupsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useContactBase();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  const search = params.get('search') ?? '';

  const [searchText, setSearchText] = useState(search);
  const debouncedSearch = useDebouncedValue(searchText);
  const [groups, setGroups] = useState<ContactGroup[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // Groups selected on other pages stay selected for a merge.
  const known = useRef(new Map<number, ContactGroup>());

  const [creating, setCreating] = useState(false);
  const [merging, setMerging] = useState(false);
  const [renaming, setRenaming] = useState<ContactGroup | null>(null);
  const [splitting, setSplitting] = useState<ContactGroup | null>(null);
  const [deleting, setDeleting] = useState<ContactGroup | null>(null);
  const [importing, setImporting] = useState<ContactGroup | null>(null);
  const [scrubbing, setScrubbing] = useState<ContactGroup | null>(null);
  const [taskDialog, setTaskDialog] = useState<GroupTaskDialog | null>(null);
  const [removing, setRemoving] = useState(false);

  const updateParams = useCallback(
    (next: { page?: number; size?: number; search?: string }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined, fallback: string | number) => {
            if (value === undefined) return;
            if (value === fallback || value === '') out.delete(key);
            else out.set(key, String(value));
          };
          set('page', next.page, 1);
          set('size', next.size, DEFAULT_PAGE_SIZE);
          set('search', next.search, '');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // The search box writes the URL once the user paused typing; a new search starts at page 1.
  useEffect(() => {
    if (debouncedSearch.trim() !== search) updateParams({ search: debouncedSearch.trim(), page: 1 });
  }, [debouncedSearch, search, updateParams]);

  // A quiet reload (a task ended, a busy group is checked again) keeps the rows on screen.
  const load = useCallback((quiet = false) => {
    if (!quiet) {
      setLoading(true);
      setFailed(false);
    }
    listContactGroups({ limit: pageSize, offset: (page - 1) * pageSize, search })
      .then((list) => {
        list.items.forEach((g) => known.current.set(g.id, g));
        setGroups(list.items);
        setTotal(list.total);
      })
      .catch(() => {
        if (!quiet) setFailed(true);
      })
      .finally(() => setLoading(false));
  }, [page, pageSize, search]);
  useEffect(() => load(), [load]);
  const reloadQuietly = useCallback(() => load(true), [load]);
  const watchTask = useTaskEnd(reloadQuietly);
  const anyBusy = groups.some(isBusy);
  useEffect(() => (anyBusy ? every(reloadQuietly, LIST_BUSY_REFRESH_MS) : undefined), [anyBusy, reloadQuietly]);

  const detailPath = useCallback((g: ContactGroup) => `${base}/groups/${g.id}`, [base]);
  const columns = useMemo(() => groupColumns(t, detailPath), [t, detailPath]);
  const selectedGroups = selectedIds.map((id) => known.current.get(Number(id))).filter((g): g is ContactGroup => g !== undefined);

  const onAction = (action: GroupAction, group: ContactGroup) => {
    if (action === 'open') navigate(detailPath(group));
    if (action === 'import') setImporting(group);
    if (action === 'rename') setRenaming(group);
    if (action === 'split') setSplitting(group);
    if (action === 'scrub') setScrubbing(group);
    // A refused export is the api client's toast.
    if (action === 'export') exportContactGroup(group.id).then(taskStarted, () => undefined);
    if (action === 'certify' || action === 'consume' || action === 'archive') setTaskDialog({ action, group });
    if (action === 'enrich' || action === 'refresh' || action === 'unarchive') startPlain(group, action);
    if (action === 'delete') setDeleting(group);
  };

  // The tasks that need no question: a refusal (busy, archived) is the server's message as a toast.
  const startPlain = (group: ContactGroup, task: PlainGroupTask) => {
    startGroupTask(group.id, task).then(taskStarted, showRefusal);
  };

  const taskStarted = (task: BackgroundTask) => {
    onTaskStarted?.(task);
    watchTask(task);
    load(true);
  };

  const confirmRemove = async () => {
    const task = await removeContactGroups(selectedGroups.map((g) => g.id));
    setSelectedIds([]);
    taskStarted(task);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteContactGroup(deleting.id);
    } catch (error) {
      notify({ type: 'error', description: contactMessages.deleteFailed });
      throw error;
    }
    notify({ type: 'success', description: 'Deleted' });
    setSelectedIds((ids) => ids.filter((id) => id !== String(deleting.id)));
    load(true);
  };

  const filtered = search !== '';

  return (
    <Stack gap="4">
      <PageHeader
        title="Contact Groups"
        description="Your audiences: import contacts into a group, then send campaigns to it."
        actions={
          <>
            <DncListButton />
            <Button asChild variant="outline">
              <Link to={`${base}/find-a-phone`}>{t('Find a phone')}</Link>
            </Button>
            <Button colorPalette="accent" onClick={() => setCreating(true)}>
              <PlusIcon />
              {t('Create contact group')}
            </Button>
          </>
        }
      />
      <HStack gap="3" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          placeholder={t('Search by group name')}
          aria-label={t('Search contact groups')}
        />
        {filtered && (
          <Button variant="ghost" onClick={() => setSearchText('')}>
            {t('Reset')}
          </Button>
        )}
        {selectedIds.length > 0 && (
          <HStack gap="2" ms="auto">
            <Text textStyle="sm" color="fg.muted">
              {t('{{count}} selected', { count: selectedIds.length })}
            </Text>
            <Button variant="outline" size="sm" onClick={() => setSelectedIds([])}>
              {t('Clear selection')}
            </Button>
            <Button colorPalette="red" variant="outline" size="sm" disabled={selectedGroups.length === 0} onClick={() => setRemoving(true)}>
              {t('Remove')}
            </Button>
            <Button colorPalette="accent" size="sm" disabled={selectedGroups.length < 2} onClick={() => setMerging(true)}>
              {t('Merge')}
            </Button>
          </HStack>
        )}
      </HStack>
      {failed ? (
        <EmptyState
          title="Get contact group failed"
          onRetry={() => load()}
        />
      ) : (
        <DataTable
          label={t('Contact Groups')}
          columns={columns}
          rows={groups}
          getRowId={(g) => String(g.id)}
          loading={loading}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          rowActions={(g) => <GroupRowMenu group={g} onAction={onAction} />}
          empty={
            filtered ? undefined : (
              <EmptyState
                title="No contact groups yet"
                description="Create a group, then import your contacts into it."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => setCreating(true)}>
                    {t('Create contact group')}
                  </Button>
                }
              />
            )
          }
          pagination={{
            mode: 'pages',
            page,
            pageSize,
            total,
            onPageChange: (p) => updateParams({ page: p }),
            onPageSizeChange: (size) => updateParams({ size, page: 1 }),
          }}
        />
      )}

      <CreateGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          load(true);
        }}
      />
      <RenameGroupDialog
        group={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null);
          load(true);
        }}
      />
      <SplitGroupDialog
        group={splitting}
        onClose={() => setSplitting(null)}
        onStarted={(task) => {
          setSplitting(null);
          taskStarted(task);
        }}
      />
      <MergeGroupsDialog
        open={merging}
        groups={selectedGroups}
        onClose={() => setMerging(false)}
        onStarted={(task) => {
          setMerging(false);
          setSelectedIds([]);
          taskStarted(task);
        }}
      />
      <ScrubGroupDialog group={scrubbing} onClose={() => setScrubbing(null)} onStarted={taskStarted} />
      <GroupTaskDialogs dialog={taskDialog} onClose={() => setTaskDialog(null)} onStarted={taskStarted} />
      <ConfirmDialog
        open={removing}
        title="Remove contact groups"
        message={t('Remove the selected groups ({{count}}) and all their contacts? This cannot be undone.', { count: selectedGroups.length })}
        confirmLabel="Remove"
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete contact group"
        message={t('Delete {{name}} and all its contacts? This cannot be undone.', { name: deleting?.name ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      {importing && (
        <ImportContactsDialog
          group={importing}
          open
          onClose={() => setImporting(null)}
          onImported={reloadQuietly}
        />
      )}
    </Stack>
  );
}
