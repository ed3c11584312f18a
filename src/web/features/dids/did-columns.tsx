// The columns of the numbers in a DID group (001 §4 "DID listing in a group"): phone, created, and
// what it did in the chosen date-hour range (sent, delivered, clicked, delivery rate with 2
// decimals). Every column sorts on the server; its key is the sortField it asks for.
import type { Did } from '@domain/dids';
import type { DataTableColumn } from '@web/ui';
import { formatCount, formatRate, formatWhen } from '@web/ui';

export function didColumns(): DataTableColumn<Did>[] {
  return [
    { key: 'phone', header: 'Phone', sortable: true, cell: (d) => d.phone },
    { key: 'createdAt', header: 'Created on', sortable: true, cell: (d) => formatWhen(d.createdAt) },
    { key: 'sent', header: 'Sent', sortable: true, align: 'end', cell: (d) => formatCount(d.sent) },
    { key: 'delivered', header: 'Delivered', sortable: true, align: 'end', cell: (d) => formatCount(d.delivered) },
    { key: 'clicked', header: 'Clicked', sortable: true, align: 'end', cell: (d) => formatCount(d.clicked) },
    { key: 'deliveryRate', header: 'Delivery rate', sortable: true, align: 'end', cell: (d) => formatRate(d.deliveryRate) },
  ];
}
