// /volume-orders: a Super-Admin's list of every user's volume orders (permission billingReview, as
// Bank orders; decision 43), filtered by status (kept in the URL), each pending one with Accept and
// Decline. An order charges nothing: deciding it only tells the user whether it will be delivered.
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { StatusColorMap } from '@domain/status-colors';
import { VOLUME_ORDER_STATUSES, volumeOrderStatusSchema, type AdminVolumeOrder } from '@domain/volume-orders';
import { useTranslation } from '@web/i18n';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  StatusBadge,
  formatCents,
  formatCount,
  formatWhen,
  notify,
  useListQuery,
  type DataTableColumn,
} from '@web/ui';
import { useCallback, useEffect, useState } from 'react';
import { decideVolumeOrder, listAllVolumeOrders } from './volume-orders-review-api';

const statusColors: StatusColorMap = { tones: { pending: 'pending', accepted: 'success', declined: 'danger' }, otherwise: null };
const NO_KEYS: readonly never[] = [];

type Asking = { order: AdminVolumeOrder; status: 'Accepted' | 'Declined' } | null;

export function VolumeOrdersReviewPage() {
  const { t } = useTranslation();
  const query = useListQuery(NO_KEYS);
  const parsed = volumeOrderStatusSchema.safeParse(query.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const [orders, setOrders] = useState<AdminVolumeOrder[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

  const load = useCallback(() => {
    setLoading(true);
    setFailed(false);
    listAllVolumeOrders(status)
      .then((page) => setOrders(page.items))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [status]);
  useEffect(load, [load]);

  const decide = async () => {
    if (!asking) return;
    const next = await decideVolumeOrder(asking.order.id, asking.status);
    notify({ type: 'success', title: t('Order #{{id}} is {{status}}', { id: next.id, status: t(next.status) }) });
    setAsking(null);
    load();
  };

  const columns: DataTableColumn<AdminVolumeOrder>[] = [
    { key: 'id', header: 'ID', width: '16', cell: (o) => o.id },
    { key: 'user', header: 'User', width: '40', cell: (o) => o.email },
    { key: 'messageType', header: 'Message type', width: '24', cell: (o) => o.messageType },
    { key: 'volume', header: 'Volume', width: '28', align: 'end', cell: (o) => formatCount(o.volume) },
    { key: 'duration', header: 'Duration (days)', width: '24', align: 'end', cell: (o) => o.duration },
    { key: 'price', header: 'Price', width: '28', align: 'end', cell: (o) => formatCents(o.priceCents) },
    { key: 'created', header: 'Created date', width: '36', cell: (o) => formatWhen(o.createdAt) },
    { key: 'status', header: 'Status', width: '28', cell: (o) => <StatusBadge status={o.status} map={statusColors} label={t(o.status)} /> },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title="Volume orders"
        description="Accept or decline the volume orders users made on their Order service tab. Deciding charges nothing."
        actions={
          <Button variant="outline" onClick={load} loading={loading}>
            {t('Refresh')}
          </Button>
        }
      />
      <Field.Root w="56">
        <Field.Label textStyle="xs" color="fg.muted">
          {t('Status')}
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t('Status')} value={status ?? ''} onChange={(e) => query.update({ status: e.currentTarget.value })}>
            <option value="">{t('All statuses')}</option>
            {VOLUME_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {failed && <Text color="fg.error">{t('The volume orders could not be loaded')}</Text>}
      <DataTable
        label={t('Volume orders')}
        columns={columns}
        rows={orders}
        getRowId={(o) => String(o.id)}
        loading={loading}
        empty={<EmptyState title="No volume orders yet" description="Orders users make on their Order service tab appear here." />}
        rowActions={(o) =>
          o.status !== 'Pending' ? (
            <Text color="fg.muted">-</Text>
          ) : (
            <HStack gap="1" justify="flex-end">
              <Button size="xs" colorPalette="accent" onClick={() => setAsking({ order: o, status: 'Accepted' })} aria-label={t('Accept order {{id}}', { id: o.id })}>
                {t('Accept')}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking({ order: o, status: 'Declined' })} aria-label={t('Decline order {{id}}', { id: o.id })}>
                {t('Decline')}
              </Button>
            </HStack>
          )
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.status === 'Declined' ? 'Decline order' : 'Accept order'}
        message={t('Order #{{id}}: {{volume}} {{type}} messages over {{days}} days for {{price}}, by {{email}}.', {
          id: asking?.order.id ?? '',
          volume: asking ? formatCount(asking.order.volume) : '',
          type: asking?.order.messageType ?? '',
          days: asking?.order.duration ?? '',
          price: asking ? formatCents(asking.order.priceCents) : '',
          email: asking?.order.email ?? '',
        })}
        confirmLabel={asking?.status === 'Declined' ? 'Decline' : 'Accept'}
        danger={asking?.status === 'Declined'}
        onConfirm={decide}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
