// The Payment screen's Transactions tab (000 §2 Payment "Transactions", §4 Transaction list):
// filters, then an infinite-scroll table. Card charges page by afterId (the last row's id) and end
// when fewer than 9 return; bank and referral orders page by offset. Bank and referral rows lead
// to their invoice (a dialog in popup mode, else the invoice page); a card charge offers its pdf
// or xml invoice in a new window, '-' unless it succeeded. The payment area mounts this tab.
import { Button, CloseButton, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { CARD_PAGE_END, TRANSACTION_TYPES, TRANSACTIONS_PAGE, orderTypeOf, type Transaction, type TransactionType } from '@domain/orders';
import { useTranslation } from '@web/i18n';
import { DataTable, formatDate, type DataTableColumn } from '@web/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { InvoiceDetail } from './invoice-detail';
import { OrderStatusBadge } from './order-status-badge';
import { invoiceUrl, listTransactions } from './orders-api';
import { DEFAULT_QUERY, TransactionsFilters, TYPE_LABELS, type TransactionsQuery } from './transactions-filters';

export type TransactionsTabProps = {
  /** Detail opens the invoice in a dialog instead of going to the invoice page. */
  popup?: boolean;
};

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function initialQuery(search: URLSearchParams): TransactionsQuery {
  const type = search.get('type');
  return { ...DEFAULT_QUERY, type: (TRANSACTION_TYPES as readonly string[]).includes(type ?? '') ? (type as TransactionType) : 'bank transfer' };
}

export function TransactionsTab({ popup = false }: TransactionsTabProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<TransactionsQuery>(() => initialQuery(search));
  const [applied, setApplied] = useState<TransactionsQuery>(draft);
  const [rows, setRows] = useState<Transaction[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [detail, setDetail] = useState<Transaction | null>(null);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    (query: TransactionsQuery, loaded: Transaction[]) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      const card = query.type === 'credit card';
      const last = loaded[loaded.length - 1];
      listTransactions(
        {
          type: query.type,
          start: query.range?.from.toISOString(),
          end: query.range?.to.toISOString(),
          statuses: query.statuses,
          limit: TRANSACTIONS_PAGE,
          ...(card ? (last ? { afterId: last.id } : {}) : { offset: loaded.length }),
        },
        controller.signal,
      )
        .then((page) => {
          setRows([...loaded, ...page.result]);
          setHasMore(card ? page.result.length >= CARD_PAGE_END : page.result.length === TRANSACTIONS_PAGE);
        })
        .catch(() => setHasMore(false))
        .finally(() => {
          if (abort.current === controller) setLoading(false);
        });
    },
    [],
  );

  useEffect(() => {
    setRows([]);
    load(applied, []);
    return () => abort.current?.abort();
  }, [applied, generation, load]);

  const card = applied.type === 'credit card';
  const columns: DataTableColumn<Transaction>[] = [
    { key: 'id', header: 'ID', width: '20', cell: (r) => r.id },
    { key: 'amount', header: 'Amount', width: '32', align: 'end', cell: (r) => money(r.amount) },
    { key: 'currency', header: 'Currency', width: '24', cell: (r) => r.currency },
    ...(card
      ? [
          {
            key: 'description',
            header: 'Description',
            cell: (r: Transaction) => (
              <Stack gap="0">
                <Text textStyle="sm">{r.description}</Text>
                {r.failureMessage && (
                  <Text textStyle="xs" color="fg.error">
                    {r.failureMessage}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]
      : []),
    { key: 'type', header: 'Type', width: '32', cell: (r) => t(TYPE_LABELS[r.type]) },
    { key: 'created', header: 'Created date', width: '40', cell: (r) => formatDate(new Date(r.created), 'DD/MM/YYYY HH:mm') },
    { key: 'status', header: 'Status', width: '32', cell: (r) => <OrderStatusBadge status={r.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      width: '28',
      cell: (r) => {
        const orderType = orderTypeOf(r.type);
        if (orderType) {
          return popup ? (
            <Button size="xs" variant="plain" colorPalette="accent" onClick={() => setDetail(r)}>
              {t('Detail')}
            </Button>
          ) : (
            <Link asChild colorPalette="accent" textStyle="sm">
              <RouterLink to={`/settings/invoice/${r.id}?type=${orderType}&popup=false`}>{t('Detail')}</RouterLink>
            </Link>
          );
        }
        if (r.status !== 'succeeded') return '-';
        return (
          <HStack gap="3">
            {(['pdf', 'xml'] as const).map((format) => (
              <Link key={format} href={invoiceUrl(r.id, 'credit card', format)} target="_blank" rel="noopener noreferrer" colorPalette="accent" textStyle="sm">
                {format}
              </Link>
            ))}
          </HStack>
        );
      },
    },
  ];

  return (
    <Stack gap="4">
      <TransactionsFilters
        value={draft}
        onChange={setDraft}
        loading={loading}
        onSearch={() => setApplied({ ...draft })}
        onRefresh={() => setGeneration((g) => g + 1)}
        onReset={() => {
          setDraft(DEFAULT_QUERY);
          setApplied(DEFAULT_QUERY);
        }}
      />
      <DataTable
        label={t('Transactions')}
        columns={columns}
        rows={rows}
        getRowId={(r) => `${r.type}-${r.id}`}
        loading={loading}
        maxHeight="60vh"
        pagination={{ mode: 'infinite', hasMore, onLoadMore: () => load(applied, rows) }}
      />
      <Dialog.Root open={detail !== null} onOpenChange={(e) => !e.open && setDetail(null)} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Body pt="6">
                {detail && <InvoiceDetail id={detail.id} type={orderTypeOf(detail.type) ?? 'bank'} onChanged={() => setGeneration((g) => g + 1)} />}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('Close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
