// /send/offers: the user's offers, 5 a page (001 §9), filtered by url, title and message (001 §3)
// with the filters in the URL. Rows open their offer or delete it; selected rows delete together,
// which succeeds only if every reply is ok, else the first refusal shows (001 §5).
import { useMemo, useState } from 'react';
import { Button, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { OFFER_PAGE_SIZE, type Offer } from '@domain/offers';
import { useTranslation, type Translate } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, formatWhen, notify, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { deleteOffer, listOffers } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { deleteSeveral } from './delete-several';
import { FilterField } from '@web/ui';
import { CreateHint, OpenDeleteMenu, fixedPages } from './list-parts';
import { useListQuery } from '@web/ui';

const FILTERS = ['title', 'url', 'message'] as const;

function offerColumns(t: Translate): DataTableColumn<Offer>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      width: '56',
      cell: (o) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/send/offers/${o.id}`}>{o.title}</Link>
        </ChakraLink>
      ),
    },
    { key: 'url', header: 'Url', cell: (o) => <Text truncate maxW="xs">{o.url}</Text> },
    { key: 'message', header: 'Message', cell: (o) => <Text truncate maxW="sm">{o.message}</Text> },
    { key: 'domains', header: 'Domains', cell: (o) => (o.domains.length === 0 ? t('None') : o.domains.join(', ')) },
    { key: 'createdAt', header: 'Created on', cell: (o) => formatWhen(o.createdAt) },
  ];
}

export function OffersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListQuery(FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);

  const { data, loading, failed, retry } = useLoad(
    (signal) => listOffers({ offset: (query.page - 1) * OFFER_PAGE_SIZE, limit: OFFER_PAGE_SIZE, title: query.get('title'), url: query.get('url'), message: query.get('message') }, signal),
    [query.page, query.get],
  );
  const columns = useMemo(() => offerColumns(t), [t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deleteSeveral(deleting, deleteOffer);
    if (outcome.ok) notify({ type: 'success', description: 'Deleted' });
    else notify({ type: 'error', description: outcome.message });
    setSelected([]);
    retry();
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Offers"
        description="Landing pages your messages link to, with the message and the domains they go out on."
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/send/offers/create')}>
            <PlusIcon />
            {t('Create offer')}
          </Button>
        }
      />
      <SendTabs />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Title">
          <Input type="search" value={query.texts.title} onChange={(e) => query.setText('title', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Url">
          <Input type="search" value={query.texts.url} onChange={(e) => query.setText('url', e.currentTarget.value)} />
        </FilterField>
        <FilterField label="Message">
          <Input type="search" value={query.texts.message} onChange={(e) => query.setText('message', e.currentTarget.value)} />
        </FilterField>
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
        {selected.length > 0 && (
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(selected.map(Number))}>
            {t('Delete selected ({{count}})', { count: selected.length })}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title="The offers could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Offers')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(o) => String(o.id)}
          loading={loading}
          selectedIds={selected}
          onSelectionChange={setSelected}
          rowActions={(o) => <OpenDeleteMenu name={o.title} onOpen={() => navigate(`/send/offers/${o.id}`)} onDelete={() => setDeleting([o.id])} />}
          empty={
            <CreateHint
              filtered={query.filtered}
              title="No offers yet"
              description="Create an offer: the page your messages send people to."
              createLabel="Create offer"
              onCreate={() => navigate('/send/offers/create')}
            />
          }
          pagination={fixedPages(query.page, OFFER_PAGE_SIZE, data?.total ?? 0, (p) => query.update({ page: p }))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete offers"
        message={t('Delete {{count}} offer(s)? This cannot be undone.', { count: deleting?.length ?? 0 })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
