// The columns of the domain lists: the name, its group (to the group's page), the status badge in
// the spec's general colours (active success, failed danger, others pending) with the setup errors
// of a failed DNS check under it, where it came from, what it cost, and when it was added.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Domain } from '@domain/domains';
import { generalStatusColors } from '@domain/status-colors';
import type { Translate } from '@web/i18n';
import { StatusBadge, formatCents, formatWhen, statusText, type DataTableColumn } from '@web/ui';

export function DomainStatus({ domain, t }: { domain: Domain; t: Translate }) {
  return (
    <Stack gap="1" align="flex-start">
      <StatusBadge status={domain.status} map={generalStatusColors} label={t(statusText(domain.status))} />
      {domain.errors.map((e) => (
        <Text key={e} textStyle="xs" color="red.fg">
          {e}
        </Text>
      ))}
    </Stack>
  );
}

export function domainColumns(t: Translate): DataTableColumn<Domain>[] {
  return [
    { key: 'name', header: 'Domain', width: '64', cell: (d) => <Text fontWeight="medium">{d.name}</Text> },
    {
      key: 'group',
      header: 'Group',
      cell: (d) =>
        d.groupId === null ? (
          '—'
        ) : (
          <ChakraLink asChild color="accent.fg">
            <Link to={`/domain/groups/${d.groupId}`}>{d.groupName}</Link>
          </ChakraLink>
        ),
    },
    { key: 'status', header: 'Status', cell: (d) => <DomainStatus domain={d} t={t} /> },
    { key: 'source', header: 'Source', cell: (d) => (d.source === 'bought' ? t('Bought') : t('Own domain')) },
    { key: 'price', header: 'Price', align: 'end', cell: (d) => (d.priceCents === null ? '—' : formatCents(d.priceCents)) },
    { key: 'createdAt', header: 'Added on', cell: (d) => formatWhen(d.createdAt) },
  ];
}
