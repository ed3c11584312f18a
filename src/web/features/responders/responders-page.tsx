// /responders and /responders/templates (000 §2; the same under /responders-v2): the user's
// responders, or their templates, 10 a page (001 §9 "responder search 10") in the shared table,
// searched by title, status, contact group and DID group, all kept in the URL query. 'Create
// responder' opens the create dialog and then the editor (001 §2); a row opens, duplicates, builds
// a responder from a template, or deletes ('Something went wrong!' when the server refuses).
import { useMemo, useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RESPONDER_PAGE_SIZE, responderMessages, type Responder } from '@domain/responders';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, FilterField, LinkTabs, PageHeader, notify, showRefusal, useListQuery, useLoad } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { CreateResponderDialog } from './create-responder-dialog';
import { responderColumns } from './responder-columns';
import { isTemplatesView, useResponderBase } from './responder-paths';
import { ResponderRowMenu, type ResponderAction } from './responder-row-menu';
import { RESPONDER_STATUS_OPTIONS, STATUS_LABELS, parseStatus } from './responder-status';
import { deleteResponder, searchResponders } from './responders-api';
import { TitleDialog, type MadeFrom } from './title-dialog';
import { useContactGroups, useDidGroups } from './use-group-options';

const TEXT_KEYS = ['title'] as const;
const idOf = (text: string) => (Number(text) > 0 ? Number(text) : undefined);

export function RespondersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const base = useResponderBase();
  const templates = isTemplatesView(pathname, search);
  const query = useListQuery(TEXT_KEYS);
  const contactGroups = useContactGroups();
  const didGroups = useDidGroups();
  const [creating, setCreating] = useState(false);
  const [madeFrom, setMadeFrom] = useState<MadeFrom | null>(null);
  const [deleting, setDeleting] = useState<Responder | null>(null);

  const title = query.get('title');
  const status = parseStatus(query.get('status'));
  const contactGroupId = idOf(query.get('contactGroup'));
  const didGroupId = idOf(query.get('didGroup'));
  const { data: list, loading, failed, retry: reload } = useLoad(
    (signal) =>
      searchResponders(
        { published: !templates, page: query.page, size: RESPONDER_PAGE_SIZE, title: title || undefined, status, contactGroupId, didGroupId },
        signal,
      ),
    [templates, query.page, title, status, contactGroupId, didGroupId],
  );
  const columns = useMemo(() => responderColumns(t, base, templates, reload), [t, base, templates, reload]);

  // ?isResponderTemplate=true (000 §2) is the templates list under its own path.
  if (!pathname.endsWith('/templates') && templates) return <Navigate to={`${base}/templates`} replace />;

  const onAction = (action: ResponderAction, responder: Responder) => {
    if (action === 'open') navigate(`${base}/${responder.id}`);
    if (action === 'duplicate') setMadeFrom({ kind: 'duplicate', source: responder });
    if (action === 'build') setMadeFrom({ kind: 'build', source: responder });
    if (action === 'delete') setDeleting(responder);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteResponder(deleting.id);
    } catch (error) {
      showRefusal(error, responderMessages.deleteFailed);
      throw error;
    }
    notify({ type: 'success', description: 'Deleted' });
    reload();
  };

  const select = (key: string, value: string, options: { value: string; label: string }[], all: string) => (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => query.update({ [key]: e.currentTarget.value })}>
        <option value="">{t(all)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const createLabel = templates ? 'Create template' : 'Create responder';

  return (
    <Stack gap="4">
      <PageHeader
        title={templates ? 'Responder templates' : 'Responders'}
        description={
          templates
            ? 'Flows to start new responders from: build a responder from one, or duplicate it.'
            : 'Auto-reply flows: what your contacts get when they reply, click or call.'
        }
        actions={
          <Button colorPalette="accent" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t(createLabel)}
          </Button>
        }
      />
      <LinkTabs
        label="Responder pages"
        tabs={[
          { label: 'Responders', path: base },
          { label: 'Templates', path: `${base}/templates` },
        ]}
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search" maxW="sm">
          <Input type="search" value={query.texts.title} onChange={(e) => query.setText('title', e.currentTarget.value)} placeholder={t('Title')} />
        </FilterField>
        <FilterField label="Status">
          {select('status', query.get('status'), RESPONDER_STATUS_OPTIONS.map((s) => ({ value: String(s), label: t(STATUS_LABELS[s]) })), 'All statuses')}
        </FilterField>
        <FilterField label="Contact group">
          {select('contactGroup', query.get('contactGroup'), contactGroups.map((g) => ({ value: String(g.id), label: g.name })), 'All contact groups')}
        </FilterField>
        <FilterField label="DID group">
          {select('didGroup', query.get('didGroup'), didGroups.map((g) => ({ value: String(g.id), label: g.name })), 'All DID groups')}
        </FilterField>
        {query.filtered && (
          <Button variant="ghost" onClick={query.reset}>
            {t('Reset')}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title={templates ? 'The templates could not be loaded' : 'The responders could not be loaded'} onRetry={reload} />
      ) : (
        <DataTable
          label={t(templates ? 'Responder templates' : 'Responders')}
          columns={columns}
          rows={list?.items ?? []}
          getRowId={(r) => String(r.id)}
          loading={loading}
          rowActions={(r) => <ResponderRowMenu responder={r} onAction={onAction} />}
          empty={
            query.filtered ? undefined : (
              <EmptyState
                title={templates ? 'No templates yet' : 'No responders yet'}
                description={templates ? 'A template is a flow kept to start new responders from.' : 'Create a responder, then draw what it answers on the canvas.'}
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => setCreating(true)}>
                    {t(createLabel)}
                  </Button>
                }
              />
            )
          }
          pagination={{
            mode: 'pages',
            page: query.page,
            pageSize: RESPONDER_PAGE_SIZE,
            total: list?.total ?? 0,
            pageSizeOptions: [RESPONDER_PAGE_SIZE],
            onPageChange: (page) => query.update({ page }),
            onPageSizeChange: () => query.update({ page: 1 }),
          }}
        />
      )}

      <CreateResponderDialog
        open={creating}
        template={templates}
        onClose={() => setCreating(false)}
        onCreated={(responder) => {
          setCreating(false);
          navigate(`${base}/${responder.id}`);
        }}
      />
      <TitleDialog
        madeFrom={madeFrom}
        onClose={() => setMadeFrom(null)}
        onMade={(responder) => {
          setMadeFrom(null);
          // A duplicate lands in the list it came from; a built responder is a published one to open.
          if (madeFrom?.kind === 'build') navigate(`${base}/${responder.id}`);
          else reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={templates ? 'Delete template' : 'Delete responder'}
        message={t('Delete {{title}}? Contacts stop getting its replies. This cannot be undone.', { title: deleting?.title ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
