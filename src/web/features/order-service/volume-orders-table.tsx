// The user's volume orders, newest first, each with its status: Pending until an admin accepts or
// declines it (decision 43).
import type { StatusColorMap } from '@domain/status-colors';
import type { VolumeOrder } from '@domain/volume-orders';
import { useTranslation } from '@web/i18n';
import { DataTable, EmptyState, StatusBadge, formatCents, formatCount, formatWhen, type DataTableColumn } from '@web/ui';

const statusColors: StatusColorMap = { tones: { pending: 'pending', accepted: 'success', declined: 'danger' }, otherwise: null };

export function VolumeOrdersTable({ orders, loading }: { orders: readonly VolumeOrder[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<VolumeOrder>[] = [
    { key: 'id', header: 'ID', cell: (o) => o.id },
    { key: 'messageType', header: 'Message type', cell: (o) => o.messageType },
    { key: 'volume', header: 'Volume', cell: (o) => formatCount(o.volume), align: 'end' },
    { key: 'duration', header: 'Duration (days)', cell: (o) => o.duration, align: 'end' },
    { key: 'price', header: 'Price', cell: (o) => formatCents(o.priceCents), align: 'end' },
    { key: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} map={statusColors} label={t(o.status)} /> },
    { key: 'created', header: 'Created date', cell: (o) => formatWhen(o.createdAt) },
  ];
  return (
    <DataTable label="Volume orders" columns={columns} rows={orders} loading={loading} getRowId={(o) => String(o.id)} empty={<EmptyState title="No volume orders yet" description="Orders you make appear here." />} />
  );
}
