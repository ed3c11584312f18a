// /send/creative-compose: the user's creatives, 50 a page (000 §9), searched by title and message,
// filtered by route and approval status, sorted by title, created date or approval (001 §3); the
// filters live in the URL. Export CSV downloads what the filters show. A Super-Admin can switch to
// every user's creatives to approve or reject them. Selected rows delete together: success only
// if every reply is ok, else the first refusal shows (001 §5).
import { useMemo, useState } from 'react';
import { Button, HStack, Input, Link as ChakraLink, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { APPROVAL_STATUSES, CREATIVE_PAGE_SIZE, CREATIVE_SORT_FIELDS, type ApprovalStatus, type Creative } from '@domain/creatives';
import { approvalStatusColors } from '@domain/status-colors';
import { useTranslation, type Translate } from '@web/i18n';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  FilterField,
  PageHeader,
  RowActionsMenu,
  StatusBadge,
  formatWhen,
  notify,
  showRefusal,
  statusText,
  useLoad,
  type DataTableColumn,
  type DataTableSort,
} from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { useSession } from '@web/session/use-session';
import { decideCreative, deleteCreative, exportCreatives, listCreatives, type CreativeListQuery } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { deleteSeveral } from './delete-several';
import { useRoutes } from './use-content-options';
import { CreateHint, fixedPages } from './list-parts';
import { useListQuery } from '@web/ui';

const FILTERS = ['title', 'message'] as const;
type Action = 'open' | 'delete' | 'approve' | 'reject';

function creativeColumns(t: Translate, review: boolean): DataTableColumn<Creative>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      width: '56',
      cell: (c) =>
        review ? (
          c.title
        ) : (
          <ChakraLink asChild color="accent.fg" fontWeight="medium">
            <Link to={`/send/creative-compose/${c.id}`}>{c.title}</Link>
          </ChakraLink>
        ),
    },
    { key: 'message', header: 'Message', cell: (c) => <Text truncate maxW="md">{c.message}</Text> },
    { key: 'route', header: 'Route', cell: (c) => c.routeName ?? t('No route') },
    { key: 'countries', header: 'Countries', cell: (c) => c.countries.join(', ') },
    {
      key: 'attachments',
      header: 'Attachments',
      cell: (c) => (
        <Text truncate maxW="xs">
          {c.attachments.map((a) => a.fileName).join(', ')}
        </Text>
      ),
    },
    {
      key: 'approvalStatus',
      header: 'Approval',
      sortable: true,
      cell: (c) => <StatusBadge status={c.approvalStatus} map={approvalStatusColors} label={t(statusText(c.approvalStatus))} />,
    },
    ...(review ? [{ key: 'owner', header: 'User', cell: (c: Creative) => c.owner }] : []),
    { key: 'createdAt', header: 'Created on', sortable: true, cell: (c) => formatWhen(c.createdAt) },
  ];
}

const isSortField = (key: string): key is (typeof CREATIVE_SORT_FIELDS)[number] => (CREATIVE_SORT_FIELDS as readonly string[]).includes(key);
const isApproval = (s: string): s is ApprovalStatus => (APPROVAL_STATUSES as readonly string[]).includes(s);

export function CreativesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = user?.role === 'Super-Admin';
  const query = useListQuery(FILTERS);
  const routes = useRoutes();
  const review = isAdmin && query.get('review') === 'all';
  const route = query.get('route');
  const approval = query.get('approval');
  const sortKey = query.get('sort');
  const sort: DataTableSort | null = isSortField(sortKey) ? { key: sortKey, direction: query.get('dir') === 'ASC' ? 'ASC' : 'DESC' } : null;
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);

  const request: CreativeListQuery = {
    offset: (query.page - 1) * CREATIVE_PAGE_SIZE,
    limit: CREATIVE_PAGE_SIZE,
    title: query.get('title'),
    message: query.get('message'),
    routeId: Number(route) || undefined,
    approvalStatus: isApproval(approval) ? approval : undefined,
    sortBy: sort && isSortField(sort.key) ? sort.key : 'createdAt',
    sortDirection: sort?.direction ?? 'DESC',
  };
  const { data, loading, failed, retry } = useLoad((signal) => listCreatives(request, review, signal), [JSON.stringify(request), review]);
  const columns = useMemo(() => creativeColumns(t, review), [t, review]);

  const onAction = async (action: Action, c: Creative) => {
    if (action === 'open') navigate(`/send/creative-compose/${c.id}`);
    if (action === 'delete') setDeleting([c.id]);
    if (action === 'approve' || action === 'reject') {
      await decideCreative(c.id, action === 'approve' ? 'APPROVED' : 'REJECTED').catch(() => undefined);
      notify({ type: 'success', description: 'Updated' });
      retry();
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deleteSeveral(deleting, deleteCreative);
    if (outcome.ok) notify({ type: 'success', description: 'Deleted' });
    else notify({ type: 'error', description: outcome.message });
    setSelected([]);
    retry();
  };
  const download = async () => {
    try {
      const blob = await exportCreatives({ ...request, offset: 0 });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'creatives.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Creatives"
        description="The messages your campaigns send, with spintax and variables."
        actions={
          <>
            <Button variant="outline" onClick={download} disabled={review}>
              {t('Export CSV')}
            </Button>
            <Button colorPalette="accent" onClick={() => navigate('/send/creative-compose/create')}>
              <PlusIcon />
              {t('Create creative')}
            </Button>
          </>
        }
      />
      <SendTabs />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Title">
          <Input type="search" value={query.texts.title} onChange={(e) => query.setText('title', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Message">
          <Input type="search" value={query.texts.message} onChange={(e) => query.setText('message', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Route">
          <NativeSelect.Root>
            <NativeSelect.Field value={route} onChange={(e) => query.update({ route: e.currentTarget.value })}>
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
        <FilterField label="Approval">
          <NativeSelect.Root>
            <NativeSelect.Field value={approval} onChange={(e) => query.update({ approval: e.currentTarget.value })}>
              <option value="">{t('All')}</option>
              {APPROVAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(statusText(s))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        {isAdmin && (
          <Switch.Root colorPalette="accent" checked={review} onCheckedChange={(d) => query.update({ review: d.checked ? 'all' : undefined })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t("All users' creatives")}</Switch.Label>
          </Switch.Root>
        )}
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
        {selected.length > 0 && !review && (
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(selected.map(Number))}>
            {t('Delete selected ({{count}})', { count: selected.length })}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title="The creatives could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Creatives')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(c) => String(c.id)}
          loading={loading}
          sort={sort}
          onSortChange={(next) => query.update({ sort: next?.key, dir: next?.direction })}
          selectedIds={review ? undefined : selected}
          onSelectionChange={review ? undefined : setSelected}
          rowActions={(c) => (
            <RowActionsMenu<Action>
              name={c.title}
              actions={
                review
                  ? [
                      { value: 'approve', label: 'Approve', disabled: c.approvalStatus === 'APPROVED' },
                      { value: 'reject', label: 'Reject', danger: true, disabled: c.approvalStatus === 'REJECTED' },
                    ]
                  : [
                      { value: 'open', label: 'Open' },
                      ...(isAdmin
                        ? [
                            { value: 'approve' as const, label: 'Approve', disabled: c.approvalStatus === 'APPROVED', separatorBefore: true },
                            { value: 'reject' as const, label: 'Reject', disabled: c.approvalStatus === 'REJECTED' },
                          ]
                        : []),
                      { value: 'delete', label: 'Delete', danger: true, separatorBefore: true },
                    ]
              }
              onSelect={(action) => void onAction(action, c)}
            />
          )}
          empty={
            <CreateHint
              filtered={query.filtered}
              title="No creatives yet"
              description="Compose a creative: the message your campaigns send."
              createLabel="Create creative"
              onCreate={() => navigate('/send/creative-compose/create')}
            />
          }
          pagination={fixedPages(query.page, CREATIVE_PAGE_SIZE, data?.total ?? 0, (p) => query.update({ page: p }))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete creatives"
        message={t('Delete {{count}} creative(s)? This cannot be undone.', { count: deleting?.length ?? 0 })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
