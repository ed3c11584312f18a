// What each monitoring column shows for a campaign (the columns: src/domain/monitoring-columns.ts),
// in the spec's formats (monitoring-formats.ts). The title opens the campaign's drawer (its actions
// and switches); a switched-off route or contact group is named with "(off)".
import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { MonitoringColumnKey } from '@domain/monitoring-columns';
import type { MonitoringRow } from '@domain/monitoring';
import { CAMPAIGN_STATUS_LABELS, campaignReasonText } from '@domain/campaign-status-text';
import { campaignStatusColors } from '@domain/status-colors';
import type { Translate } from '@web/i18n';
import { ProgressBar, StatusBadge } from '@web/ui';
import { NONE, formatCost, formatCount, formatPercent, formatRevenue, formatSeconds, formatTimeLeft, formatUnitCost } from './monitoring-formats';



type Cell = (row: MonitoringRow) => ReactNode;

const named = (t: Translate, items: readonly { name: string; on: boolean }[]) =>
  items.length === 0 ? NONE : items.map((i) => (i.on ? i.name : t('{{name}} (off)', { name: i.name }))).join(', ');

export function monitoringCells(t: Translate, open: (row: MonitoringRow) => void): Record<MonitoringColumnKey, Cell> {
  const count = (pick: (r: MonitoringRow) => number) => (r: MonitoringRow) => formatCount(pick(r));
  const speed = (n: number) => t('{{n}} msg/h', { n: formatCount(n) });
  return {
    title: (r) => (
      <Button variant="plain" size="sm" px="0" h="auto" minW="0" maxW="full" color="accent.fg" fontWeight="medium" onClick={() => open(r)} title={r.title}>
        <Text truncate>{r.title}</Text>
      </Button>
    ),
    status: (r) => {
      const reason = campaignReasonText(r.pauseReason, r.waitReason);
      return (
        <Stack gap="0.5" align="start">
          <StatusBadge status={r.status} map={campaignStatusColors} label={t(CAMPAIGN_STATUS_LABELS[r.status])} />
          {reason && (
            <Text textStyle="xs" color="fg.muted" truncate maxW="full" title={t(reason)}>
              {t(reason)}
            </Text>
          )}
        </Stack>
      );
    },
    contactGroups: (r) => named(t, r.contactGroups),
    routeName: (r) => named(t, r.routes),
    routeSenders: (r) => (r.routes.length === 0 ? NONE : r.routes.map((route) => route.senders.join(', ') || NONE).join('; ')),
    totalDid: count((r) => r.totalDid),
    remainContact: count((r) => r.remainContact),
    messageType: (r) => r.messageType,
    progress: (r) => <ProgressBar value={r.percent} label={t('Progress of {{title}}', { title: r.title })} text={formatPercent(r.percent)} />,
    timeRemaining: (r) => formatTimeLeft(r.timeRemainingSeconds),
    activeCalls: count((r) => r.activeCalls),
    realSpeed: (r) => speed(r.realSpeed),
    maxSpeed: (r) => (r.maxSpeed === null ? t('Unlimited') : speed(r.maxSpeed)),
    total: count((r) => r.total),
    campaignOffset: (r) => (r.campaignOffset === null ? NONE : formatCount(r.campaignOffset)),
    sent: count((r) => r.sent),
    delivered: count((r) => r.delivered),
    clicked: count((r) => r.clicked),
    replied: count((r) => r.replied),
    callback: count((r) => r.callback),
    acd: (r) => formatSeconds(r.acdSeconds),
    listen: count((r) => r.listen),
    convertor: count((r) => r.convertor),
    failed: count((r) => r.failed),
    optout: count((r) => r.optout),
    blocked: count((r) => r.blocked),
    attemptFailed: count((r) => r.attemptFailed),
    amd: count((r) => r.amd),
    rejected: count((r) => r.rejected),
    deliveredRate: (r) => formatPercent(r.deliveredRate),
    clickRate: (r) => formatPercent(r.clickRate),
    replyRate: (r) => formatPercent(r.replyRate),
    optoutRate: (r) => formatPercent(r.optoutRate),
    blockRate: (r) => formatPercent(r.blockRate),
    conversionRate: (r) => formatPercent(r.conversionRate),
    totalCost: (r) => formatCost(r.costMillicents),
    costPerClick: (r) => formatUnitCost(r.costPerClickMillicents),
    costPerMessage: (r) => formatUnitCost(r.costPerMessageMillicents),
    amdCost: (r) => formatCost(r.amdCostMillicents),
    revenue: (r) => formatRevenue(r.revenueCents),
    revPerMil: (r) => formatRevenue(r.revPerMilCents),
    profit: (r) => formatRevenue(r.profitCents),
    roi: (r) => formatPercent(r.roiPercent),
    revPerMilMinute: (r) => formatRevenue(r.revPerMilMinuteCents),
    revPerMilMessage: (r) => formatRevenue(r.revPerMilMessageCents),
    rpc: (r) => formatRevenue(r.rpcCents),
    callRate: (r) => formatPercent(r.callRatePercent),
  };
}
