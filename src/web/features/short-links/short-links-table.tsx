// The user's short links: the whole short URL (opens in a new tab, with a copy button), where it
// goes, its clicks and limits; a row opens its clicks or deletes the link after a confirmation.
import { useState } from 'react';
import { Button, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import type { ShortLink } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, RowActionsMenu, formatCount, formatWhen, notify, useLoad, type DataTableColumn } from '@web/ui';
import { CopyIcon } from './copy-icon';
import { deleteShortLink, listShortLinks } from './short-links-api';
import { shortUrlOf } from './short-url';

const PAGE_SIZE = 20;
const ROW_ACTIONS = [
  { value: 'clicks', label: 'Clicks' },
  { value: 'delete', label: 'Delete', danger: true, separatorBefore: true },
] as const;

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', description: 'Copied' });
  };
  return (
    <IconButton size="xs" variant="ghost" aria-label={t('Copy short link')} onClick={() => void copy()}>
      <CopyIcon />
    </IconButton>
  );
}

export function ShortLinksTable({ reloadKey, onCreate, onOpenClicks }: { reloadKey: number; onCreate: () => void; onOpenClicks: (link: ShortLink) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ShortLink | null>(null);
  const { data, loading, retry } = useLoad((signal) => listShortLinks({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, signal), [page, reloadKey]);

  const columns: DataTableColumn<ShortLink>[] = [
    {
      key: 'shortUrl',
      header: 'Short link',
      cell: (l) => (
        <HStack gap="1" minW="0">
          <Link href={shortUrlOf(l)} target="_blank" rel="noopener noreferrer" fontFamily="mono" textStyle="sm" truncate>
            {shortUrlOf(l)}
          </Link>
          <CopyButton text={shortUrlOf(l)} />
        </HStack>
      ),
    },
    { key: 'url', header: 'Url', cell: (l) => <Text truncate maxW="20rem">{l.url}</Text> },
    {
      key: 'clicks',
      header: 'Clicks',
      align: 'end',
      cell: (l) => (
        <Button size="xs" variant="ghost" aria-label={t('{{count}} clicks of {{link}}', { count: l.clicks, link: shortUrlOf(l) })} onClick={() => onOpenClicks(l)}>
          {formatCount(l.clicks)}
        </Button>
      ),
    },
    { key: 'limits', header: 'Limits', cell: (l) => [l.clickLimit && t('{{n}} in all', { n: l.clickLimit }), l.ipClickLimit && t('{{n}} per IP', { n: l.ipClickLimit })].filter(Boolean).join(', ') || '—' },
    { key: 'expiresAt', header: 'Expire time', cell: (l) => formatWhen(l.expiresAt) },
    { key: 'createdAt', header: 'Created', cell: (l) => formatWhen(l.createdAt) },
  ];

  return (
    <>
      <DataTable
        label="Short links"
        columns={columns}
        rows={data?.items ?? []}
        getRowId={(l) => String(l.id)}
        loading={loading}
        rowActions={(l) => (
          <RowActionsMenu
            name={shortUrlOf(l)}
            actions={ROW_ACTIONS}
            onSelect={(action) => (action === 'clicks' ? onOpenClicks(l) : setDeleting(l))}
          />
        )}
        empty={<EmptyState title="No short links yet" description="Create a short link to share an offer and count its clicks." action={<Button onClick={onCreate}>{t('Create short link')}</Button>} />}
        pagination={{ mode: 'pages', page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage, onPageSizeChange: () => setPage(1), pageSizeOptions: [PAGE_SIZE] }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete short link"
        message={t('The link stops working and its clicks are deleted.')}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteShortLink(deleting.id);
          notify({ type: 'success', description: 'Deleted' });
          retry();
        }}
      />
    </>
  );
}
