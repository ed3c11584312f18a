// /domain/groups: the user's domain groups (001 §7 "list (limit, offset, name)"), 20 a page, the
// name filter in the URL; 'Create domain group', a row's menu opens or deletes it, and the
// selected groups merge into a new one.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DOMAIN_PAGE_SIZE, type DomainGroup } from '@domain/domains';
import { useTranslation, type Translate } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, FilterField, PageHeader, RowActionsMenu, formatCount, formatWhen, notify, useDebouncedValue, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { CreateDomainGroupDialog } from './create-domain-group-dialog';
import { DomainTabs } from './domain-tabs';
import { deleteDomainGroup, listDomainGroups } from './domains-api';
import { MergeGroupsDialog } from './merge-groups-dialog';

function columns(t: Translate): DataTableColumn<DomainGroup>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '64',
      cell: (g) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/domain/groups/${g.id}`}>{g.name}</Link>
        </ChakraLink>
      ),
    },
    { key: 'totalDomain', header: 'Domains', align: 'end', cell: (g) => formatCount(g.totalDomain) },
    { key: 'activeDomain', header: 'Active domains', align: 'end', cell: (g) => formatCount(g.activeDomain) },
    { key: 'createdAt', header: 'Created on', cell: (g) => formatWhen(g.createdAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (g) =>
        g.isBuying ? (
          <Badge colorPalette="accent" variant="subtle">
            {t('Buying...')}
          </Badge>
        ) : (
          <Badge colorPalette={g.active ? 'green' : 'gray'} variant="subtle">
            {g.active ? t('Active') : t('Inactive')}
          </Badge>
        ),
    },
  ];
}

export function DomainGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [nameText, setNameText] = useState(name);
  const debounced = useDebouncedValue(nameText.trim());
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DomainGroup | null>(null);
  const [merging, setMerging] = useState<DomainGroup[] | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  useEffect(() => {
    if (debounced !== name) setParams(debounced ? { name: debounced } : {}, { replace: true });
  }, [debounced, name, setParams]);

  const { data, loading, failed, retry } = useLoad(
    (signal) => listDomainGroups({ limit: DOMAIN_PAGE_SIZE, offset: (page - 1) * DOMAIN_PAGE_SIZE, name }, signal),
    [page, name],
  );
  const groups = data?.items ?? [];
  const cols = useMemo(() => columns(t), [t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    // A refusal is the api client's toast (the server's message); the dialog stays open.
    await deleteDomainGroup(deleting.id);
    notify({ type: 'success', description: 'Deleted' });
    setSelectedIds([]);
    retry();
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Domain groups"
        description="Sets of domains a campaign rotates through, with their delivery thresholds."
        actions={
          <Button colorPalette="accent" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('Create domain group')}
          </Button>
        }
      />
      <DomainTabs />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Name" maxW="sm">
          <Input type="search" value={nameText} onChange={(e) => setNameText(e.currentTarget.value)} placeholder={t('Group name')} />
        </FilterField>
      </HStack>
      {selectedIds.length > 0 && (
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted">
            {t('{{count}} selected', { count: selectedIds.length })}
          </Text>
          <Button size="sm" variant="outline" disabled={selectedIds.length < 2} onClick={() => setMerging(groups.filter((g) => selectedIds.includes(String(g.id))))}>
            {t('Merge')}
          </Button>
        </HStack>
      )}
      {failed ? (
        <EmptyState title="The domain groups could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Domain groups')}
          columns={cols}
          rows={groups}
          getRowId={(g) => String(g.id)}
          loading={loading}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          rowActions={(g) => (
            <RowActionsMenu<'open' | 'delete'>
              name={g.name}
              actions={[
                { value: 'open', label: 'Open' },
                { value: 'delete', label: 'Delete', danger: true },
              ]}
              onSelect={(action) => (action === 'open' ? navigate(`/domain/groups/${g.id}`) : setDeleting(g))}
            />
          )}
          empty={
            name ? undefined : (
              <EmptyState
                title="No domain groups yet"
                description="Create a group, then buy domains into it."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => setCreating(true)}>
                    {t('Create domain group')}
                  </Button>
                }
              />
            )
          }
          pagination={{
            mode: 'pages',
            page,
            pageSize: DOMAIN_PAGE_SIZE,
            total: data?.total ?? 0,
            onPageChange: (p) => setParams((current) => ({ ...Object.fromEntries(current), page: String(p) }), { replace: true }),
            onPageSizeChange: () => undefined,
            pageSizeOptions: [DOMAIN_PAGE_SIZE],
          }}
        />
      )}
      <CreateDomainGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(group) => {
          setCreating(false);
          navigate(`/domain/groups/${group.id}`);
        }}
      />
      <MergeGroupsDialog
        groups={merging}
        onClose={() => setMerging(null)}
        onMerged={(group) => {
          setMerging(null);
          navigate(`/domain/groups/${group.id}`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete domain group"
        message={t('Delete {{name}}? Its domains stay yours, in no group.', { name: deleting?.name ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
