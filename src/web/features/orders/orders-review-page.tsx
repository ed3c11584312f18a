// /orders-review: a Super-Admin's list of bank and referral orders (permission billingReview;
// decision 38), filtered by status, each with its proofs and the review actions: Receive (the money
// arrived), Release (all, or a part in dollars) and Reject (with the reason the user reads).
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ORDER_STATUSES, rejectFormSchema, releaseFormSchema, type Order, type OrderStatus } from '@domain/orders';
import { formatCents } from '@domain/money';
import { useTranslation } from '@web/i18n';
import { DataTable, formatDate, FormDialog, notify, PageHeader, statusText, TextField, zodValidate, type DataTableColumn } from '@web/ui';
import { useCallback, useEffect, useState } from 'react';
import { OrderStatusBadge } from './order-status-badge';
import { downloadProof, listForReview, reviewOrder } from './orders-api';

const validateRelease = zodValidate(releaseFormSchema);
const validateReject = zodValidate(rejectFormSchema);

type Asking = { order: Order; action: 'release' | 'reject' } | null;

export function OrdersReviewPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [asking, setAsking] = useState<Asking>(null);

  const load = useCallback(() => {
    setLoading(true);
    listForReview(status || undefined)
      .then((page) => setOrders(page.items))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [status]);
  useEffect(load, [load]);

  const act = async (order: Order, action: 'receive' | 'release' | 'reject', body = {}) => {
    const next = await reviewOrder(order.id, action, body);
    notify({ type: 'success', title: t('Order #{{id}} is {{status}}', { id: next.id, status: t(statusText(next.status)) }) });
    load();
  };
  const viewProof = async (order: Order, proofId: number) => {
    const blob = await downloadProof(order.id, proofId, true);
    window.open(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })), '_blank', 'noopener');
  };
  const open = (order: Order, action: 'release' | 'reject') => setAsking({ order, action });
  const finished = (o: Order) => o.status === 'succeeded' || o.status === 'failed';

  const columns: DataTableColumn<Order>[] = [
    { key: 'id', header: 'ID', width: '16', cell: (o) => o.id },
    { key: 'user', header: 'User', width: '28', cell: (o) => o.username },
    { key: 'type', header: 'Type', width: '24', cell: (o) => t(o.type === 'bank' ? 'Bank transfer' : 'Referral') },
    { key: 'amount', header: 'Amount', width: '28', align: 'end', cell: (o) => formatCents(o.amountCents) },
    { key: 'released', header: 'Released amount', width: '28', align: 'end', cell: (o) => formatCents(o.releasedCents) },
    { key: 'created', header: 'Created date', width: '36', cell: (o) => formatDate(new Date(o.created), 'DD/MM/YYYY HH:mm') },
    { key: 'status', header: 'Status', width: '28', cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: 'proofs',
      header: 'Proofs of payment',
      cell: (o) =>
        o.proofs.length === 0 ? '-' : o.proofs.map((p) => (
          <Button key={p.id} size="xs" variant="plain" colorPalette="accent" onClick={() => void viewProof(o, p.id)}>
            {p.fileName}
          </Button>
        )),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title="Bank orders"
        description="Mark the money received, then release the credit, all or part; or reject an order with its reason."
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
          <NativeSelect.Field aria-label={t('Status')} value={status} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus | '')}>
            <option value="">{t('All statuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(statusText(s))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DataTable
        label={t('Bank orders')}
        columns={columns}
        rows={orders}
        getRowId={(o) => String(o.id)}
        loading={loading}
        rowActions={(o) =>
          finished(o) ? (
            <Text color="fg.muted">-</Text>
          ) : (
            <HStack gap="1">
              {/* One step at a time: the money is marked received, then the credit released. */}
              {!o.received && (
                <Button size="xs" variant="outline" onClick={() => void act(o, 'receive')} aria-label={t('Receive order {{id}}', { id: o.id })}>
                  {t('Receive')}
                </Button>
              )}
              {o.received && (
                <Button size="xs" colorPalette="accent" onClick={() => open(o, 'release')} aria-label={t('Release order {{id}}', { id: o.id })}>
                  {t('Release credit')}
                </Button>
              )}
              {o.releasedCents === 0 && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => open(o, 'reject')} aria-label={t('Reject order {{id}}', { id: o.id })}>
                  {t('Reject')}
                </Button>
              )}
            </HStack>
          )
        }
      />
      <FormDialog<{ value: string }>
        key={asking ? `${asking.order.id}-${asking.action}` : 'none'}
        open={asking !== null}
        title={asking?.action === 'reject' ? 'Reject order' : 'Release credit'}
        submitLabel={asking?.action === 'reject' ? 'Reject' : 'Release credit'}
        onClose={() => setAsking(null)}
        initialValues={{ value: asking?.action === 'release' ? String((asking.order.amountCents - asking.order.releasedCents) / 100) : '' }}
        validationSchema={asking?.action === 'reject' ? validateReject : validateRelease}
        onSubmit={async ({ value }) => {
          if (!asking) return;
          if (asking.action === 'release') await act(asking.order, 'release', { amountCents: Math.round(Number(value) * 100) });
          else await act(asking.order, 'reject', { reason: value.trim() });
          setAsking(null);
        }}
      >
        <TextField name="value" label={asking?.action === 'reject' ? 'Reason' : 'Amount to release ($)'} required />
      </FormDialog>
    </Stack>
  );
}
