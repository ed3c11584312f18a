// /audit-log (Super-Admin; decision 40): what was done in users' accounts while a Super-Admin was
// logged in as them: one row per mutating call, newest first, filtered by root user, acting user and
// date range (all in the URL query). The toolbar carries the admin's exports and a "Login as user"
// box until the users page hosts them.
import { useMemo } from 'react';
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@domain/user-tools';
import { useTranslation } from '@web/i18n';
import { DataTable, DateRangePicker, EmptyState, FilterField, PageHeader, formatWhen, useListQuery, useLoad, type DataTableColumn, type DateRange } from '@web/ui';
import { ExportsMenu } from './exports-menu';
import { LoginAsUserForm } from './login-as-user-form';
import { listAuditLog } from './user-tools-api';

const FILTERS = ['rootUser', 'actingUser'] as const;

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { key: 'createdAt', header: 'Time', width: '40', cell: (e) => formatWhen(e.createdAt) },
  { key: 'rootUser', header: 'Root user', cell: (e) => e.rootUser.email },
  { key: 'actingUser', header: 'Acting as', cell: (e) => e.actingUser.email },
  {
    key: 'action',
    header: 'Action',
    cell: (e) => (
      <Text truncate fontFamily="mono" textStyle="sm">
        {e.method} {e.path}
      </Text>
    ),
  },
  {
    key: 'statusCode',
    header: 'Status',
    width: '24',
    align: 'end',
    cell: (e) => (
      <Badge variant="subtle" colorPalette={e.statusCode < 400 ? 'green' : 'red'}>
        {e.statusCode}
      </Badge>
    ),
  },
];

export function AuditLogPage() {
  const { t } = useTranslation();
  const query = useListQuery(FILTERS);
  const from = query.get('from');
  const to = query.get('to');
  const range = useMemo<DateRange | null>(() => (from && to ? { from: new Date(from), to: new Date(to) } : null), [from, to]);
  const { data, loading, failed, retry } = useLoad(
    (signal) =>
      listAuditLog(
        { rootUser: query.get('rootUser'), actingUser: query.get('actingUser'), from: from || undefined, to: to || undefined, limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE },
        signal,
      ),
    [query.page, query.get, from, to],
  );

  return (
    <Stack gap="4">
      <PageHeader title="Audit log" description="What was done in users' accounts while a Super-Admin was logged in as them." actions={<ExportsMenu />} />
      <LoginAsUserForm />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Root user">
          <Input type="search" value={query.texts.rootUser} onChange={(e) => query.setText('rootUser', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Acting user">
          <Input type="search" value={query.texts.actingUser} onChange={(e) => query.setText('actingUser', e.currentTarget.value)} />
        </FilterField>
        <DateRangePicker
          label="Date range"
          showLabel
          withTime
          clearable
          value={range}
          onChange={(r) => query.update({ from: r?.from.toISOString(), to: r?.to.toISOString() })}
        />
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title="The audit log could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Audit log')}
          columns={COLUMNS}
          rows={data?.items ?? []}
          getRowId={(e) => String(e.id)}
          loading={loading}
          empty={<EmptyState title={query.filtered ? 'No entries match these filters' : 'No entries yet'} description="Calls that change data, made while logged in as a user, are listed here." />}
          pagination={{ mode: 'pages', page: query.page, pageSize: AUDIT_PAGE_SIZE, pageSizeOptions: [AUDIT_PAGE_SIZE], total: data?.total ?? 0, onPageChange: (p) => query.update({ page: p }), onPageSizeChange: () => undefined }}
        />
      )}
    </Stack>
  );
}
