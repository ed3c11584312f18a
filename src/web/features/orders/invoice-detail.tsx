// An order's invoice (000 §2 Invoice detail): number, status badge, refresh, the Information block
// (released amount and processing fee not for referral orders), the downloads the order offers,
// its proofs (view only) and, while it waits for payment or is processing, the proof upload. A
// user short of credit whose order has just succeeded goes home: the wall no longer applies.
import { Button, DataList, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { canUploadProof, type InvoiceDownload, type Order, type OrderType } from '@domain/orders';
import { formatCents } from '@domain/money';
import { useTranslation } from '@web/i18n';
import { loadCurrentUser } from '@web/session/current-user';
import { isCreditShort } from '@web/session/session-rules';
import { sessionStore } from '@web/session/session-store';
import { formatDate } from '@web/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OrderStatusBadge } from './order-status-badge';
import { downloadProof, getOrder, invoiceUrl } from './orders-api';
import { ProofUpload } from './proof-upload';

const DOWNLOAD_LABELS: Record<InvoiceDownload, string> = {
  'e-invoice': 'eInvoice (XML)',
  'pre-payment': 'Pre-payment invoice (PDF)',
  final: 'Final invoice (PDF)',
  credit: 'Credit invoice (PDF)',
};

type Props = { id: number; type: OrderType; onChanged?: () => void };

export function InvoiceDetail({ id, type, onChanged }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const previous = useRef<Order | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    getOrder(id)
      .then(async (next) => {
        const was = previous.current;
        previous.current = next;
        setOrder(next);
        setFailed(false);
        if (was && was.status !== next.status) onChanged?.();
        if (was && was.status !== 'succeeded' && next.status === 'succeeded' && isCreditShort(sessionStore.get())) {
          await loadCurrentUser();
          void navigate('/');
        }
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [id, navigate, onChanged]);
  useEffect(load, [load]);

  const viewProof = async (proofId: number) => {
    const blob = await downloadProof(id, proofId);
    window.open(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })), '_blank', 'noopener');
  };

  if (!order) {
    return failed ? <Text color="fg.error">{t('The order could not be loaded.')}</Text> : <Spinner aria-label={t('Loading')} />;
  }
  const referral = order.type === 'referral';
  const info: [string, React.ReactNode][] = [
    ['User', order.username],
    ['Amount', formatCents(order.amountCents)],
    ['Created date', formatDate(new Date(order.created), 'DD/MM/YYYY HH:mm')],
    ...(!referral ? ([['Released amount', formatCents(order.releasedCents)]] as [string, React.ReactNode][]) : []),
    [
      'Status',
      <Stack gap="1" key="status">
        <OrderStatusBadge status={order.status} />
        {order.failureMessage && (
          <Text textStyle="sm" color="fg.error">
            {order.failureMessage}
          </Text>
        )}
      </Stack>,
    ],
    ...(!referral ? ([['Processing fee', formatCents(Math.round(order.processingFee * 100))]] as [string, React.ReactNode][]) : []),
  ];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading size="lg">{t('Invoice #{{id}}', { id: order.id })}</Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Button size="sm" variant="outline" onClick={load} loading={loading}>
          {t('Refresh')}
        </Button>
      </HStack>

      <Stack gap="2">
        <Heading size="sm">{t('Information')}</Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {info.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="40">{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Stack>

      <Stack gap="2">
        <Heading size="sm">{t('Downloads')}</Heading>
        <HStack gap="4" wrap="wrap">
          {order.invoices.map((kind) => (
            <Link
              key={kind}
              href={kind === 'e-invoice' ? invoiceUrl(order.id, type, 'xml') : invoiceUrl(order.id, type, 'pdf', kind)}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="accent"
            >
              {t(DOWNLOAD_LABELS[kind])}
            </Link>
          ))}
        </HStack>
      </Stack>

      <Stack gap="2">
        <Heading size="sm">{t('Proofs of payment')}</Heading>
        {order.proofs.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('No proof uploaded yet.')}
          </Text>
        ) : (
          order.proofs.map((p) => (
            <HStack key={p.id} gap="3">
              <Text textStyle="sm">{p.fileName}</Text>
              <Button size="xs" variant="outline" onClick={() => void viewProof(p.id)}>
                {t('View')}
              </Button>
            </HStack>
          ))
        )}
        {canUploadProof(order.status) && <ProofUpload orderId={order.id} hasProof={order.proofs.length > 0} onUploaded={load} />}
      </Stack>
    </Stack>
  );
}
