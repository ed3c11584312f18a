// The columns of the numbers in a DID group (001 §4 "DID listing in a group"): phone, its state
// after the last scrub (bad with the reason), created, messages in the current rotation cycle, and
// what it did in the chosen date-hour range (sent, delivered, clicked, delivery rate with 2
// decimals). The sortable columns sort on the server; their key is the sortField they ask for.
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { Did } from '@domain/dids';
import type { Translate } from '@web/i18n';
import type { DataTableColumn } from '@web/ui';
import { formatCount, formatRate, formatWhen } from '@web/ui';

export function didColumns(t: Translate): DataTableColumn<Did>[] {
  return [
    { key: 'phone', header: 'Phone', sortable: true, cell: (d) => d.phone },
    { key: 'status', header: 'Status', cell: (d) => <DidStatus did={d} t={t} /> },
    { key: 'createdAt', header: 'Created on', sortable: true, cell: (d) => formatWhen(d.createdAt) },
    { key: 'cycleSent', header: 'In this cycle', align: 'end', cell: (d) => formatCount(d.cycleSent) },
    { key: 'sent', header: 'Sent', sortable: true, align: 'end', cell: (d) => formatCount(d.sent) },
    { key: 'delivered', header: 'Delivered', sortable: true, align: 'end', cell: (d) => formatCount(d.delivered) },
    { key: 'clicked', header: 'Clicked', sortable: true, align: 'end', cell: (d) => formatCount(d.clicked) },
    { key: 'deliveryRate', header: 'Delivery rate', sortable: true, align: 'end', cell: (d) => formatRate(d.deliveryRate) },
  ];
}

function DidStatus({ did, t }: { did: Did; t: Translate }) {
  if (did.status === 'ACTIVE') {
    return (
      <Badge colorPalette="green" variant="subtle">
        {t('Active')}
      </Badge>
    );
  }
  return (
    <Stack gap="0.5" align="flex-start">
      <Badge colorPalette="red" variant="subtle">
        {t('Bad')}
      </Badge>
      {did.badReason && (
        <Text textStyle="xs" color="fg.muted">
          {t(did.badReason)}
        </Text>
      )}
    </Stack>
  );
}
