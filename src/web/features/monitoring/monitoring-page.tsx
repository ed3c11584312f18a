// /monitoring and /monitoring-v2 (000 §2; issue 11): the user's sent campaigns with every figure of
// the spec's monitoring table, refreshed every 2 s while any may move. The statuses filter, the page
// and the link's campaign (?campaignId=&campaignTitle=, 000 §2 "link takes campaign title and
// campaign id as query": that campaign alone, highlighted) live in the URL; the columns (shown,
// order, frozen) and the sort are the user's layout, kept on the server. Each row's menu and its
// drawer take the campaign list's actions (handed in by the router: features do not import each
// other) and switch the campaign's routes, creatives, offers, domain group and contact groups.
// V2 is the same table under a summary of the page's totals.
import { useMemo, useState, type ComponentType } from 'react';
import { Alert, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { MONITORING_PAGE_SIZE, MONITORING_STATUSES, DEFAULT_MONITORING_STATUSES, type MonitoringRow, type MonitoringStatus } from '@domain/monitoring';
import type { ActionAnswer, PullRevenueAnswer } from '@domain/sending/campaign-progress';
import { campaignActions, type CampaignAction } from '@domain/sending/campaign-states';
import { roiPercent } from '@domain/sending/revenue';
import { useTranslation } from '@web/i18n';
import { EmptyState, Figure, PageHeader, RowActionsMenu, TablePager, notify, showRefusal, useListQuery } from '@web/ui';
import { ACTION_LABELS, ACTION_ORDER, CampaignDrawer } from './campaign-drawer';
import { ColumnsMenu } from './columns-menu';
import { monitoringCells } from './monitoring-cells';
import { formatCost, formatCount, formatPercent, formatRevenue } from './monitoring-formats';
import { MonitoringTable } from './monitoring-table';
import { StatusesFilter } from './statuses-filter';
import { useMonitoringLayout } from './use-monitoring-layout';
import { useMonitoringList } from './use-monitoring-list';

/** The campaign list's calls and resend dialog, as the router hands them over. */
export interface CampaignActionsKit {
  act: (campaignId: number, action: 'pause' | 'continue' | 'complete' | 'refresh') => Promise<ActionAnswer>;
  pullRevenue: (campaignId: number) => Promise<PullRevenueAnswer>;
  ResendDialog: ComponentType<{ campaign: { id: number; title: string } | null; onClose: () => void; onResent: () => void }>;
}

const NO_TEXT_FILTERS: readonly string[] = [];
const PAGE_SIZES = [MONITORING_PAGE_SIZE, 50, 100] as const;

const statusesOf = (text: string): MonitoringStatus[] => {
  const picked = MONITORING_STATUSES.filter((s) => text.split(',').includes(s));
  return picked.length > 0 ? picked : [...DEFAULT_MONITORING_STATUSES];
};
const positiveInt = (text: string): number | null => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** V2's summary: the page's campaigns added up. */
function Totals({ rows }: { rows: readonly MonitoringRow[] }) {
  const { t } = useTranslation();
  const sum = (pick: (r: MonitoringRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const cost = sum((r) => r.costMillicents);
  const revenue = sum((r) => r.revenueCents);
  return (
    <Wrap gap="6" p="4" border="sm" borderColor="border" rounded="md" bg="bg.subtle" role="group" aria-label={t('Totals of this page')}>
      <Figure label="Campaigns" value={formatCount(rows.length)} />
      <Figure label="Sent" value={formatCount(sum((r) => r.sent))} />
      <Figure label="Delivered" value={formatCount(sum((r) => r.delivered))} />
      <Figure label="Clicked" value={formatCount(sum((r) => r.clicked))} />
      <Figure label="Total cost" value={formatCost(cost)} />
      <Figure label="Revenue" value={formatRevenue(revenue)} />
      <Figure label="Profit" value={formatRevenue(revenue - cost / 1000)} />
      <Figure label="ROI" value={formatPercent(roiPercent(revenue, cost / 1000))} />
    </Wrap>
  );
}

export function MonitoringPage({ variant, kit }: { variant: 'v1' | 'v2'; kit: CampaignActionsKit }) {
  const { t } = useTranslation();
  const query = useListQuery(NO_TEXT_FILTERS);
  const statuses = statusesOf(query.get('statuses'));
  const campaignId = positiveInt(query.get('campaignId'));
  const size = PAGE_SIZES.find((s) => String(s) === query.get('size')) ?? MONITORING_PAGE_SIZE;
  const { layout, loaded, change } = useMonitoringLayout();
  const listQuery = useMemo(
    () => ({ statuses, page: query.page, size, sort: layout.sort, campaignId }),
    // The statuses array is new each render; its text is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [statuses.join(','), query.page, size, layout.sort, campaignId],
  );
  const list = useMonitoringList(listQuery, loaded);
  const [openId, setOpenId] = useState<number | null>(null);
  const [resending, setResending] = useState<MonitoringRow | null>(null);
  const rows = list.data?.items ?? [];
  const open = rows.find((r) => r.id === openId) ?? null;
  const cells = useMemo(() => monitoringCells(t, (row) => setOpenId(row.id)), [t]);

  /** An action answers the spec's toast; the list reloads either way. */
  const act = async (row: MonitoringRow, action: CampaignAction) => {
    if (action === 'resend') return setResending(row);
    try {
      const answer = action === 'pullRevenue' ? await kit.pullRevenue(row.id) : await kit.act(row.id, action);
      notify({ type: 'success', description: answer.message });
    } catch (error) {
      showRefusal(error);
    }
    list.reload();
  };

  const rowActions = (row: MonitoringRow) => {
    const allowed = ACTION_ORDER.filter((a) => campaignActions[row.status].includes(a));
    return (
      <RowActionsMenu<CampaignAction | 'details'>
        name={row.title}
        actions={[{ value: 'details', label: 'Details and switches' }, ...allowed.map((a, i) => ({ value: a, label: ACTION_LABELS[a], separatorBefore: i === 0 }))]}
        onSelect={(choice) => (choice === 'details' ? setOpenId(row.id) : void act(row, choice))}
      />
    );
  };

  const linkedTitle = query.get('campaignTitle') || rows.find((r) => r.id === campaignId)?.title || `#${campaignId ?? ''}`;
  const empty = list.failed ? (
    <EmptyState title="The campaigns could not be loaded" onRetry={list.retry} />
  ) : (
    <EmptyState title="No campaigns to watch" description="No campaign has these statuses. Tick other statuses, or send a campaign from the Send page." />
  );

  return (
    <Stack gap="4">
      <PageHeader
        title={variant === 'v2' ? 'Monitoring V2' : 'Monitoring'}
        description="Your sent campaigns as they go, refreshed every 2 seconds while they run."
        actions={<ColumnsMenu layout={layout} onChange={change} />}
      />
      {campaignId !== null && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('Showing one campaign: {{title}}', { title: linkedTitle })}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => query.update({ campaignId: undefined, campaignTitle: undefined })}>
            {t('Show all campaigns')}
          </Button>
        </Alert.Root>
      )}
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <StatusesFilter value={statuses} disabled={campaignId !== null} onChange={(next) => query.update({ statuses: next.join(',') === DEFAULT_MONITORING_STATUSES.join(',') ? undefined : next.join(',') })} />
        {list.data && (
          <Text textStyle="xs" color="fg.muted" aria-live="polite">
            {t('{{count}} campaign(s)', { count: formatCount(list.data.total) })}
          </Text>
        )}
      </HStack>
      {variant === 'v2' && rows.length > 0 && <Totals rows={rows} />}
      <MonitoringTable
        label={t('Monitored campaigns')}
        layout={layout}
        rows={rows}
        loading={list.loading || !loaded}
        cells={cells}
        onSortChange={(sort) => change({ ...layout, sort })}
        onWidthChange={(key, width) => change({ ...layout, columns: layout.columns.map((c) => (c.key === key ? { ...c, width } : c)) })}
        highlightId={campaignId}
        rowActions={rowActions}
        empty={empty}
      />
      <TablePager
        mode="pages"
        page={query.page}
        pageSize={size}
        total={list.data?.total ?? 0}
        onPageChange={(page) => query.update({ page })}
        onPageSizeChange={(next) => query.update({ size: next === MONITORING_PAGE_SIZE ? undefined : next })}
        pageSizeOptions={PAGE_SIZES}
      />
      <CampaignDrawer campaign={open} onClose={() => setOpenId(null)} onAction={(row, action) => void act(row, action)} onSwitched={list.reload} />
      <kit.ResendDialog
        campaign={resending}
        onClose={() => setResending(null)}
        onResent={() => {
          setResending(null);
          list.reload();
        }}
      />
    </Stack>
  );
}
