// /send/optout-link: the user's opt-out links (title, url, mode, type, whether the contact confirms
// first), searched by title with the search in the URL. Rows open their link or delete it.
import { useMemo, useState } from 'react';
import { Button, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { OPTOUT_LINK_PAGE_SIZE, type OptoutLink } from '@domain/optout-links';
import { useTranslation, type Translate } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, FilterField, PageHeader, formatWhen, notify, showRefusal, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { deleteOptoutLink, listOptoutLinks } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { isOkReply } from './delete-several';
import { CreateHint, OpenDeleteMenu, fixedPages } from './list-parts';
import { useListQuery } from '@web/ui';

const FILTERS = ['title'] as const;

function optoutColumns(t: Translate): DataTableColumn<OptoutLink>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      width: '56',
      cell: (l) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/send/optout-link/${l.id}`}>{l.title}</Link>
        </ChakraLink>
      ),
    },
    { key: 'url', header: 'Url', cell: (l) => <Text truncate maxW="xs">{l.url}</Text> },
    { key: 'mode', header: 'Mode', cell: (l) => t(l.mode === 'product' ? 'Product' : 'Customer') },
    { key: 'type', header: 'Type', cell: (l) => t(l.type === 'optoutLink' ? 'Opt-out link' : 'No opt-out link') },
    { key: 'setConfirmed', header: 'Confirm first', cell: (l) => t(l.setConfirmed ? 'Yes' : 'No') },
    { key: 'createdAt', header: 'Created on', cell: (l) => formatWhen(l.createdAt) },
  ];
}

export function OptoutLinksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListQuery(FILTERS);
  const [deleting, setDeleting] = useState<OptoutLink | null>(null);
  const { data, loading, failed, retry } = useLoad(
    (signal) => listOptoutLinks({ offset: (query.page - 1) * OPTOUT_LINK_PAGE_SIZE, limit: OPTOUT_LINK_PAGE_SIZE, title: query.get('title') }, signal),
    [query.page, query.get],
  );
  const columns = useMemo(() => optoutColumns(t), [t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await deleteOptoutLink(deleting.id);
      if (isOkReply(reply)) notify({ type: 'success', description: 'Deleted' });
      else notify({ type: 'error', description: reply });
    } catch (error) {
      showRefusal(error);
    }
    retry();
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Opt-out links"
        description="The links your messages carry so a contact can stop receiving them."
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/send/optout-link/create')}>
            <PlusIcon />
            {t('Create opt-out link')}
          </Button>
        }
      />
      <SendTabs />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Title">
          <Input type="search" value={query.texts.title} onChange={(e) => query.setText('title', e.currentTarget.value)} />
        </FilterField>
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title="The opt-out links could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Opt-out links')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(l) => String(l.id)}
          loading={loading}
          rowActions={(l) => <OpenDeleteMenu name={l.title} onOpen={() => navigate(`/send/optout-link/${l.id}`)} onDelete={() => setDeleting(l)} />}
          empty={
            <CreateHint
              filtered={query.filtered}
              title="No opt-out links yet"
              description="Create an opt-out link so contacts can stop your messages with one tap."
              createLabel="Create opt-out link"
              onCreate={() => navigate('/send/optout-link/create')}
            />
          }
          pagination={fixedPages(query.page, OPTOUT_LINK_PAGE_SIZE, data?.total ?? 0, (p) => query.update({ page: p }))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete opt-out link"
        message={t('Delete {{name}}? Links already sent stop working.', { name: deleting?.title ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
