// The tracker's columns: the group page's columns (domain: used, failed, clicked, delivery rate;
// DID: sent, delivered, clicked, delivery rate) with the click rate beside, and the group, linked
// to its page. Sortable columns sort on the server; their key is the sortField they ask for.
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { DidPerformance, DomainPerformance } from '@domain/performance-tracker';
import { generalStatusColors } from '@domain/status-colors';
import type { Translate } from '@web/i18n';
import { StatusBadge, formatCount, formatRate, statusText, type DataTableColumn } from '@web/ui';

const groupLink = (to: string, name: string) => (
  <ChakraLink asChild color="accent.fg">
    <Link to={to}>{name}</Link>
  </ChakraLink>
);

const count = <Row,>(key: string & keyof Row, header: string): DataTableColumn<Row> => ({
  key,
  header,
  align: 'end',
  sortable: true,
  cell: (row) => formatCount(Number(row[key])),
});

export function domainPerformanceColumns(t: Translate): DataTableColumn<DomainPerformance>[] {
  return [
    { key: 'name', header: 'Domain', sortable: true, cell: (d) => <Text fontWeight="medium">{d.name}</Text> },
    { key: 'group', header: 'Group', sortable: true, cell: (d) => (d.groupId === null ? '—' : groupLink(`/domain/groups/${d.groupId}`, d.groupName ?? '')) },
    { key: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} map={generalStatusColors} label={t(statusText(d.status))} /> },
    count<DomainPerformance>('used', 'Used'),
    count<DomainPerformance>('failed', 'Failed'),
    count<DomainPerformance>('clicked', 'Clicked'),
    { key: 'deliveryRate', header: 'Delivery rate', align: 'end', sortable: true, cell: (d) => `${d.deliveryRate}%` },
    { key: 'clickRate', header: 'Click rate', align: 'end', sortable: true, cell: (d) => formatRate(d.clickRate) },
  ];
}

export function didPerformanceColumns(t: Translate): DataTableColumn<DidPerformance>[] {
  return [
    { key: 'phone', header: 'Phone', sortable: true, cell: (d) => <Text fontWeight="medium">{d.phone}</Text> },
    { key: 'group', header: 'Group', sortable: true, cell: (d) => groupLink(`/dids/${d.groupId}`, d.groupName) },
    {
      key: 'status',
      header: 'Status',
      cell: (d) => (
        <Stack gap="0.5" align="flex-start">
          <Badge colorPalette={d.status === 'ACTIVE' ? 'green' : 'red'} variant="subtle">
            {d.status === 'ACTIVE' ? t('Active') : t('Bad')}
          </Badge>
          {d.badReason && (
            <Text textStyle="xs" color="fg.muted">
              {t(d.badReason)}
            </Text>
          )}
        </Stack>
      ),
    },
    count<DidPerformance>('sent', 'Sent'),
    count<DidPerformance>('delivered', 'Delivered'),
    count<DidPerformance>('clicked', 'Clicked'),
    { key: 'deliveryRate', header: 'Delivery rate', align: 'end', sortable: true, cell: (d) => formatRate(d.deliveryRate) },
    { key: 'clickRate', header: 'Click rate', align: 'end', sortable: true, cell: (d) => formatRate(d.clickRate) },
  ];
}
