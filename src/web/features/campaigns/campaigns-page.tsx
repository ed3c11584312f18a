// /send: the user's drafts and campaigns, newest first, with each sent campaign's status and
// progress; the list refreshes quietly every 2 s while one is waiting or running (001 §9), or ended in
// the last 15 minutes (its results, clicks and replies are still coming in). A draft
// resumes in the wizard; a sent campaign can be paused, continued, marked completed, refreshed,
// resent or have its revenue pulled (the actions its state allows, campaign-states.ts), or opened
// alone in monitoring; any
// campaign duplicates into a new draft, and drafts can be deleted. 'Create campaign' opens the wizard.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_PAGE_SIZE, type CampaignList, type CampaignSummary } from '@domain/campaigns';
import { RUNNING_REFRESH_MS } from '@domain/sending/campaign-progress';
import { campaignActions } from '@domain/sending/campaign-states';
import { every } from '@web/api/every';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, RowActionsMenu, notify, showRefusal, useListQuery } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { SendTabs } from '@web/ui/send-tabs';
import { campaignColumns, resumePath } from './campaign-columns';
import { campaignAction, deleteCampaign, duplicateCampaign, listCampaigns, pullRevenue, type CampaignActionName } from './campaigns-api';
import { ResendDialog } from './resend-dialog';

const NO_FILTERS: readonly string[] = [];
const WATCHED = new Set<CampaignSummary['status']>(['queued', 'scheduled', 'running']);
/** Results, clicks and replies keep coming after the last message went: a campaign that ended lately is still watched. */
const RESULTS_WINDOW_MS = 15 * 60_000;
const watched = (c: CampaignSummary, now: number) =>
  WATCHED.has(c.status) || (c.progress?.finishedAt != null && now - Date.parse(c.progress.finishedAt) < RESULTS_WINDOW_MS);

type EngineAction = CampaignActionName | 'resend' | 'pullRevenue';
type RowAction = 'resume' | 'monitor' | 'duplicate' | 'delete' | EngineAction;

/** The monitoring page's link to one campaign (000 §2: "link takes campaign title and campaign id as query"). */
const monitoringPath = (c: CampaignSummary) => `/monitoring?${new URLSearchParams({ campaignTitle: c.title, campaignId: String(c.id) }).toString()}`;

const ACTION_LABELS: Record<EngineAction, string> = {
  pause: 'Pause',
  continue: 'Continue',
  complete: 'Mark completed',
  refresh: 'Refresh',
  resend: 'Resend',
  pullRevenue: 'Pull revenue',
};
const ENGINE_ACTIONS: readonly EngineAction[] = ['pause', 'continue', 'complete', 'refresh', 'resend', 'pullRevenue'];

export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListQuery(NO_FILTERS);
  const [data, setData] = useState<CampaignList | null>(null);
  const [loading, setLoading] = useState(true);
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null);
  const [resending, setResending] = useState<CampaignSummary | null>(null);

  // A quiet reload (the 2 s watch, an action's end) keeps the rows on screen.
  const load = useCallback(
    (quiet = false) => {
      if (!quiet) setLoading(true);
      listCampaigns({ offset: (query.page - 1) * CAMPAIGN_PAGE_SIZE, limit: CAMPAIGN_PAGE_SIZE })
        .then(setData)
        .catch(() => undefined)
        .finally(() => setLoading(false));
    },
    [query.page],
  );
  useEffect(() => load(), [load]);
  const reloadQuietly = useCallback(() => load(true), [load]);
  const watching = (data?.items ?? []).some((c) => watched(c, Date.now()));
  useEffect(() => (watching ? every(reloadQuietly, RUNNING_REFRESH_MS) : undefined), [watching, reloadQuietly]);
  const cols = useMemo(() => campaignColumns(t), [t]);

  const duplicate = async (c: CampaignSummary) => {
    try {
      const copy = await duplicateCampaign(c.id);
      notify({ type: 'success', description: 'Cloned' });
      navigate(resumePath(copy));
    } catch (error) {
      showRefusal(error);
    }
  };
  /** An action that answers the spec's toast; the list reloads either way. */
  const act = async (call: () => Promise<{ message: string }>) => {
    try {
      const answer = await call();
      notify({ type: 'success', description: answer.message });
    } catch (error) {
      showRefusal(error);
    }
    reloadQuietly();
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
    reloadQuietly();
  };

  const rowActions = (c: CampaignSummary) => {
    const allowed = campaignActions[c.status];
    // A line parts the engine's actions from the first item (Resume for a draft, Open in monitoring for a sent campaign).
    const engine = ENGINE_ACTIONS.filter((a) => allowed.includes(a)).map((a, i) => ({ value: a as RowAction, label: ACTION_LABELS[a], separatorBefore: i === 0 }));
    return (
      <RowActionsMenu<RowAction>
        name={c.title}
        actions={[
          ...(c.status === 'draft' ? [{ value: 'resume' as const, label: 'Resume' }] : [{ value: 'monitor' as const, label: 'Open in monitoring' }]),
          ...engine,
          { value: 'duplicate', label: 'Duplicate', separatorBefore: engine.length > 0 },
          ...(c.status === 'draft' ? [{ value: 'delete' as const, label: 'Delete', danger: true, separatorBefore: true }] : []),
        ]}
        onSelect={(action) => {
          if (action === 'resume') navigate(resumePath(c));
          else if (action === 'monitor') navigate(monitoringPath(c));
          else if (action === 'duplicate') void duplicate(c);
          else if (action === 'delete') setDeleting(c);
          else if (action === 'resend') setResending(c);
          else if (action === 'pullRevenue') void act(() => pullRevenue(c.id));
          else void act(() => campaignAction(c.id, action));
        }}
      />
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Campaigns"
        description="Your drafts and the campaigns you sent, with their progress. Resume a draft where you left it."
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
        loading={loading && data === null}
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
        rowActions={rowActions}
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
      <ResendDialog
        campaign={resending}
        onClose={() => setResending(null)}
        onResent={() => {
          setResending(null);
          reloadQuietly();
        }}
      />
    </Stack>
  );
}
