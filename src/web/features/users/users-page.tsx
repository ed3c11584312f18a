// /users (000 §2 "user admin"; issue 13): the user table (Username, First Name, Last Name, Email,
// Balance, Role, Route) searched by selected fields, 20 a page, newest first; create, edit, delete,
// credit and phone numbers from the header and each row. A Management-Agency sees its own agents
// only (the server decides). Slots let the app plug in more: `moreActions` (login as user, clone
// ...) in each row's menu, `rowActions` beside it, and `toolbar` (exports ...) in the header.
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Route } from '@domain/routes';
import type { StatusColorMap } from '@domain/status-colors';
import { NEW_USER_PAGE_SIZE, USER_PAGE_SIZES, userAdminMessages, type AdminUser, type AdminUserRow, type UserSearchField } from '@domain/user-admin';
import { useTranslation } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { ConfirmDialog, DataTable, formatCents, notify, PageHeader, RowActionsMenu, showRefusal, StatusBadge, type DataTableColumn, type DataTableSort } from '@web/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AddCreditDialog, MoveCreditDialog } from './credit-dialogs';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { PhonesDialog } from './phones-dialog';
import { UserSearchFilters, type SearchCriteria } from './user-search-filters';
import { readUserSearch, writeUserSearch, type UserSearchState } from './user-search-query';
import { deleteUsers, getUser, listRoutes, searchUsers } from './users-api';

export interface UsersPageProps {
  rowActions?: (user: AdminUserRow) => ReactNode;
  /** More items for each row's actions menu (login as user, clone ...), below its own. */
  moreActions?: (user: AdminUserRow) => { label: string; onSelect: () => void }[];
  toolbar?: ReactNode;
}

type RowAction = 'edit' | 'credit' | 'move' | 'phones' | 'delete';
type Open = { action: Exclude<RowAction, 'edit' | 'delete'>; user: AdminUserRow } | null;

/** User statuses (000 §4) in the badge tones: the spec gives them no colours, so these are ours. */
const USER_STATUS_COLORS: StatusColorMap = {
  tones: { active: 'success', inactive: 'black', pending: 'pending', suspended: 'warning', banned: 'danger' },
  otherwise: null,
};

const SORTABLE: Record<string, UserSearchField> = { username: 'username', firstname: 'firstname', lastname: 'lastname', email: 'email', balance: 'balance', role: 'role' };

export function UsersPage({ rowActions, moreActions, toolbar }: UsersPageProps) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const superAdmin = me?.role === 'Super-Admin';
  // The search lives in the address (user-search-query.ts): a reload or Back shows the same list.
  const [params, setParams] = useSearchParams();
  const query = writeUserSearch(readUserSearch(params)).toString();
  const state = useMemo(() => readUserSearch(new URLSearchParams(query)), [query]);
  const { criteria, page, pageSize, sort } = state;
  const go = useCallback((patch: Partial<UserSearchState>) => setParams(writeUserSearch({ ...state, ...patch })), [state, setParams]);
  const setPage = (next: number) => go({ page: next });
  const [rows, setRows] = useState<AdminUserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [routes, setRoutes] = useState<Route[]>([]);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    void listRoutes().then(setRoutes, () => undefined);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const sortField = sort ? SORTABLE[sort.key] : undefined;
    searchUsers(
      {
        searchFilters: criteria.searchFilters,
        operator: criteria.operator,
        userStatuses: criteria.statuses.join(','),
        sortFields: [sortField ?? 'createDate'],
        sortDirections: [sortField && sort ? sort.direction : 'DESC'],
        page,
        pageSize,
      },
      controller.signal,
    )
      .then((answer) => {
        setRows(answer.items);
        setTotal(answer.total);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        showRefusal(error, userAdminMessages.searchFailed);
      });
    return () => controller.abort();
  }, [criteria, page, pageSize, sort, reload]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const search = (next: SearchCriteria) => go({ criteria: next, page: 1 });
  const afterCreate = () => {
    setCreating(false);
    // 001 §7: after a create the list shows the newest first, 50 a page.
    go({ sort: null, pageSize: NEW_USER_PAGE_SIZE, page: 1 });
    refresh();
  };
  const edit = async (row: AdminUserRow) => {
    try {
      setEditing(await getUser(row.id));
    } catch (error) {
      showRefusal(error);
    }
  };
  const choose = (row: AdminUserRow, action: RowAction) => {
    if (action === 'edit') void edit(row);
    else if (action === 'delete') setDeleting([row.email]);
    else setOpen({ action, user: row });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const message = await deleteUsers(deleting);
      notify({ type: 'success', title: t(message) });
      setSelected([]);
      refresh();
    } catch (error) {
      showRefusal(error);
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<AdminUserRow>[] = [
    { key: 'username', header: 'Username', sortable: true, cell: (u) => u.username },
    { key: 'firstname', header: 'First Name', sortable: true, cell: (u) => u.firstname },
    { key: 'lastname', header: 'Last Name', sortable: true, cell: (u) => u.lastname },
    { key: 'email', header: 'Email', sortable: true, cell: (u) => u.email },
    { key: 'balance', header: 'Balance', sortable: true, align: 'end', cell: (u) => formatCents(u.balanceCents) },
    { key: 'role', header: 'Role', sortable: true, cell: (u) => t(u.role) },
    { key: 'route', header: 'Route', cell: (u) => (u.routes.length > 0 ? u.routes.join(', ') : '-') },
    { key: 'status', header: 'Status', cell: (u) => <StatusBadge status={u.statusName} map={USER_STATUS_COLORS} label={t(u.statusName)} /> },
  ];
  const emailsOf = (ids: string[]) => rows.filter((r) => ids.includes(String(r.id))).map((r) => r.email);

  return (
    <Stack gap="4">
      <PageHeader
        title="Users"
        description="Search, create and edit users; add or move credit and manage their phone numbers."
        actions={
          <HStack gap="2" wrap="wrap">
            {toolbar}
            {selected.length > 0 && (
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(emailsOf(selected))}>
                {t('Delete {{n}} selected', { n: selected.length })}
              </Button>
            )}
            <Button colorPalette="accent" onClick={() => setCreating(true)}>
              {t('Create user')}
            </Button>
          </HStack>
        }
      />
      {/* Remounted when the address's filters change (Back, a link), so the form shows them. */}
      <UserSearchFilters key={writeUserSearch({ criteria, page: 1, pageSize, sort: null }).toString()} initial={criteria} onSearch={search} />
      <DataTable
        label={t('Users')}
        columns={columns}
        rows={rows}
        getRowId={(u) => String(u.id)}
        loading={loading}
        sort={sort}
        onSortChange={(next: DataTableSort | null) => go({ sort: next, page: 1 })}
        selectedIds={selected}
        onSelectionChange={setSelected}
        pagination={{
          mode: 'pages', page, pageSize, total, onPageChange: setPage, pageSizeOptions: USER_PAGE_SIZES,
          onPageSizeChange: (size) => go({ pageSize: size, page: 1 }),
        }}
        rowActions={(u) => {
          const more = moreActions?.(u) ?? [];
          return (
            <HStack gap="1" justify="flex-end">
              {rowActions?.(u)}
              <RowActionsMenu<RowAction | `more-${number}`>
                name={u.email}
                onSelect={(action) => (action.startsWith('more-') ? more[Number(action.slice(5))]?.onSelect() : choose(u, action as RowAction))}
                actions={[
                  { value: 'edit', label: 'Edit' },
                  { value: 'credit', label: 'Add credit', disabled: !superAdmin },
                  { value: 'move', label: 'Move credit' },
                  { value: 'phones', label: 'Phone numbers' },
                  ...more.map((item, i) => ({ value: `more-${i}` as const, label: item.label, separatorBefore: i === 0 })),
                  { value: 'delete', label: 'Delete', danger: true, separatorBefore: true, disabled: u.id === me?.id },
                ]}
              />
            </HStack>
          );
        }}
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={afterCreate} agency={!superAdmin} />
      <EditUserDialog user={editing} routes={routes} agency={!superAdmin} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refresh(); }} />
      <AddCreditDialog user={open?.action === 'credit' ? open.user : null} onClose={() => setOpen(null)} onDone={() => { setOpen(null); refresh(); }} />
      <MoveCreditDialog user={open?.action === 'move' ? open.user : null} onClose={() => setOpen(null)} onDone={() => { setOpen(null); refresh(); }} />
      <PhonesDialog user={open?.action === 'phones' ? open.user : null} canManage={superAdmin} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete users"
        message={t('Delete {{emails}}? Their data is deleted with them.', { emails: (deleting ?? []).join(', ') })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
