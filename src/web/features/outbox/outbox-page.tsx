// /admin/outbox: the mails the server wrote to its outbox (no SMTP configured), newest first, for a
// Super-Admin to read — e.g. to follow a password-reset link in a demo. Opening one shows its text.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@web/i18n';
import type { OutboxMail } from '@domain/outbox';
import { formatDate } from '@web/ui/date-range-picker/date-range';
import { DataTable, DEFAULT_PAGE_SIZE, PageHeader, type DataTableColumn } from '@web/ui';
import { LinkifiedText } from './linkified-text';
import { listOutbox } from './outbox-api';

export function OutboxPage() {
  const { t } = useTranslation();
  const [mails, setMails] = useState<OutboxMail[]>([]);
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<OutboxMail | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    listOutbox()
      .then(setMails)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const columns: DataTableColumn<OutboxMail>[] = [
    { key: 'createdAt', header: 'Date', width: '44', cell: (m) => formatDate(new Date(m.createdAt), 'DD/MM/YYYY HH:mm') },
    { key: 'to', header: 'To', width: '64', cell: (m) => m.to },
    { key: 'subject', header: 'Subject', cell: (m) => m.subject },
  ];
  const rows = mails.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Stack gap="4">
      <PageHeader
        title="Mail outbox"
        description="Mails the platform sent while no mail server is configured."
        actions={
          <Button variant="outline" onClick={load} loading={loading}>
            {t('Refresh')}
          </Button>
        }
      />
      <DataTable
        label={t('Mail outbox')}
        columns={columns}
        rows={rows}
        getRowId={(m) => m.id}
        loading={loading}
        rowActions={(m) => (
          <Button size="xs" variant="outline" onClick={() => setOpen(m)} aria-label={t('Open mail {{subject}}', { subject: m.subject })}>
            {t('Open')}
          </Button>
        )}
        pagination={{
          mode: 'pages',
          page,
          pageSize,
          total: mails.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <Dialog.Root open={open !== null} onOpenChange={(e) => !e.open && setOpen(null)} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{open?.subject}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {open && (
                  <Stack gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      {t('To')}: {open.to} · {formatDate(new Date(open.createdAt), 'DD/MM/YYYY HH:mm')}
                    </Text>
                    <LinkifiedText text={open.text} />
                  </Stack>
                )}
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
