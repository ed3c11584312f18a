// /dids: the user's DID groups in the shared table, 20 or 50 a page (001 §9), with the search box
// (a group name or a number in it), the country and route filters and Reset, all kept in the URL
// query so a reload or a shared link shows the same list. 'Create DID group' opens the create
// dialog, and a created group opens on its 'Buy DIDs' tab; a row opens its group or deletes it
// after a confirmation.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DID_PAGE_SIZES, type DidGroup } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, notify, useLoad } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { CreateDidGroupDialog } from './create-did-group-dialog';
import { didGroupColumns } from './did-group-columns';
import { DidGroupRowMenu, type DidGroupAction } from './did-group-row-menu';
import { deleteDidGroup, listDidGroups } from './dids-api';
import { FilterField } from '@web/ui';
import { useCountries, useRoutes } from './use-did-options';
import { useDebouncedValue } from '@web/ui';

const DEFAULT_SIZE = DID_PAGE_SIZES[0];

type ListParams = { page?: number; size?: number; search?: string; country?: string; route?: string };

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function DidGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const sizeParam = positive(params.get('size'), DEFAULT_SIZE);
  const pageSize = DID_PAGE_SIZES.find((s) => s === sizeParam) ?? DEFAULT_SIZE;
  const search = params.get('search') ?? '';
  const country = params.get('country') ?? '';
  const route = params.get('route') ?? '';

  const countries = useCountries();
  const routes = useRoutes();
  const [searchText, setSearchText] = useState(search);
  const debouncedSearch = useDebouncedValue(searchText);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DidGroup | null>(null);

  const updateParams = useCallback(
    (next: ListParams) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: keyof ListParams, fallback: string | number) => {
            const value = next[key];
            if (value === undefined) return;
            if (value === fallback || value === '') out.delete(key);
            else out.set(key, String(value));
          };
          set('page', 1);
          set('size', DEFAULT_SIZE);
          set('search', '');
          set('country', '');
          set('route', '');
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

  const { data: list, loading, failed, retry: reload } = useLoad(
    (signal) =>
      listDidGroups(
        { limit: pageSize, offset: (page - 1) * pageSize, search, country: country || undefined, routeId: Number(route) || undefined },
        signal,
      ),
    [page, pageSize, search, country, route],
  );
  const groups = list?.items ?? [];
  const total = list?.total ?? 0;

  const columns = useMemo(() => didGroupColumns(t), [t]);
  const filtered = search !== '' || country !== '' || route !== '';

  const onAction = (action: DidGroupAction, group: DidGroup) => {
    if (action === 'open') navigate(`/dids/${group.id}`);
    if (action === 'delete') setDeleting(group);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // A refusal is the api client's toast; the dialog stays open.
    await deleteDidGroup(deleting.id);
    notify({ type: 'success', description: 'Deleted' });
    reload();
  };

  const resetFilters = () => {
    setSearchText('');
    updateParams({ search: '', country: '', route: '', page: 1 });
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="DID Groups"
        description="Your phone numbers (DIDs), grouped to send from and to take calls."
        actions={
          <Button colorPalette="accent" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('Create DID group')}
          </Button>
        }
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search" maxW="sm">
          <Input type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} placeholder={t('Group name or phone number')} />
        </FilterField>
        <FilterField label="Country">
          <NativeSelect.Root>
            <NativeSelect.Field value={country} onChange={(e) => updateParams({ country: e.currentTarget.value, page: 1 })}>
              <option value="">{t('All countries')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <FilterField label="Route">
          <NativeSelect.Root>
            <NativeSelect.Field value={route} onChange={(e) => updateParams({ route: e.currentTarget.value, page: 1 })}>
              <option value="">{t('All routes')}</option>
              {routes.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        {filtered && (
          <Button variant="ghost" onClick={resetFilters}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState
          title="The DID groups could not be loaded"
          onRetry={reload}
        />
      ) : (
        <DataTable
          label={t('DID Groups')}
          columns={columns}
          rows={groups}
          getRowId={(g) => String(g.id)}
          loading={loading}
          rowActions={(g) => <DidGroupRowMenu group={g} onAction={onAction} />}
          empty={
            filtered ? undefined : (
              <EmptyState
                title="No DID groups yet"
                description="Create a group, then buy numbers into it."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => setCreating(true)}>
                    {t('Create DID group')}
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
            pageSizeOptions: DID_PAGE_SIZES,
            onPageChange: (p) => updateParams({ page: p }),
            onPageSizeChange: (size) => updateParams({ size, page: 1 }),
          }}
        />
      )}

      <CreateDidGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(group) => {
          setCreating(false);
          // A new group holds no numbers: the next step is buying some.
          navigate(`/dids/${group.id}?tab=buy`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete DID group"
        message={t('Delete {{name}} and release all its DIDs? This cannot be undone.', { name: deleting?.name ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
