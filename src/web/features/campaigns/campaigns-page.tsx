// /send: the user's drafts and campaigns, newest first (title, status, audience, created, last
// change). A draft resumes in the wizard, any campaign duplicates into a new draft, and drafts can
// be deleted. 'Create campaign' opens the wizard.
import { useMemo, useState } from 'react';
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { CAMPAIGN_PAGE_SIZE, type CampaignSummary } from '@domain/campaigns';
import { campaignStatusColors } from '@domain/status-colors';
import { useTranslation, type Translate } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, RowActionsMenu, StatusBadge, formatCount, formatWhen, notify, showRefusal, useListQuery, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { SendTabs } from '@web/ui/send-tabs';
import { deleteCampaign, duplicateCampaign, listCampaigns } from './campaigns-api';

const STATUS_LABELS: Record<CampaignSummary['status'], string> = {
  draft: 'Draft',
  queued: 'Queued',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  paused_number_unavailable: 'Paused: number unavailable',
  completed: 'Completed',
  uncompleted: 'Uncompleted',
};
const NO_FILTERS: readonly string[] = [];
const resumePath = (c: CampaignSummary) => `/send/campaign-compose?draft=${c.id}`;

function columns(t: Translate): DataTableColumn<CampaignSummary>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      width: '64',
      cell: (c) =>
        c.status === 'draft' ? (
          <ChakraLink asChild color="accent.fg" fontWeight="medium">
            <Link to={resumePath(c)}>{c.title}</Link>
          </ChakraLink>
        ) : (
          <Text fontWeight="medium">{c.title}</Text>
        ),
    },
    { key: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} map={campaignStatusColors} label={t(STATUS_LABELS[c.status])} /> },
    { key: 'audience', header: 'Audience', cell: (c) => (c.audience === null ? '—' : formatCount(c.audience)) },
    { key: 'createdAt', header: 'Created', cell: (c) => formatWhen(c.createdAt) },
    { key: 'updatedAt', header: 'Last change', cell: (c) => formatWhen(c.updatedAt) },
  ];
}

export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListQuery(NO_FILTERS);
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null);
  const { data, loading, retry } = useLoad(
    (signal) => listCampaigns({ offset: (query.page - 1) * CAMPAIGN_PAGE_SIZE, limit: CAMPAIGN_PAGE_SIZE }, signal),
    [query.page],
  );
  const cols = useMemo(() => columns(t), [t]);

  const duplicate = async (c: CampaignSummary) => {
    try {
      const copy = await duplicateCampaign(c.id);
      notify({ type: 'success', description: 'Cloned' });
      navigate(resumePath(copy));
    } catch (error) {
      showRefusal(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCampaign(deleting.id);
      notify({ type: 'success', description: 'Deleted' });
    } catch (error) {
      showRefusal(error);
    }
    setDeleting(null);
    retry();
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Campaigns"
        description="Your drafts and the campaigns you sent. Resume a draft where you left it."
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/send/campaign-compose')}>
            <PlusIcon />
            {t('Create campaign')}
          </Button>
        }
      />
      <SendTabs />
      <DataTable
        label={t('Campaigns')}
        columns={cols}
        rows={data?.items ?? []}
        getRowId={(c) => String(c.id)}
        loading={loading}
        pagination={{
          mode: 'pages',
          page: query.page,
          pageSize: CAMPAIGN_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: (page) => query.update({ page }),
          onPageSizeChange: () => query.update({ page: 1 }),
          pageSizeOptions: [CAMPAIGN_PAGE_SIZE],
        }}
        empty={<EmptyState title="No campaigns yet" description="Create your first campaign: pick a contact group, a route and a creative." />}
        rowActions={(c) => (
          <RowActionsMenu
            name={c.title}
            actions={[
              { value: 'resume', label: 'Resume', disabled: c.status !== 'draft' },
              { value: 'duplicate', label: 'Duplicate' },
              { value: 'delete', label: 'Delete', danger: true, disabled: c.status !== 'draft', separatorBefore: true },
            ]}
            onSelect={(action) => {
              if (action === 'resume') navigate(resumePath(c));
              if (action === 'duplicate') void duplicate(c);
              if (action === 'delete') setDeleting(c);
            }}
          />
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete draft"
        message={t('Delete the draft {{title}}?', { title: deleting?.title ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
