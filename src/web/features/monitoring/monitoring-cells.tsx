// What each monitoring column shows for a campaign (the columns: src/domain/monitoring-columns.ts),
// in the spec's formats (monitoring-formats.ts). The title opens the campaign's drawer (its actions
// and switches); a switched-off route or contact group is named with "(off)".
import type { ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MonitoringColumnKey } from '@domain/monitoring-columns';
import type { MonitoringRow } from '@domain/monitoring';
import { campaignStatusColors } from '@domain/status-colors';
import type { Translate } from '@web/i18n';
import { StatusBadge } from '@web/ui';
import { NONE, formatCost, formatCount, formatPercent, formatRevenue, formatSeconds, formatTimeLeft, formatUnitCost } from './monitoring-formats';

export const STATUS_LABELS: Record<MonitoringRow['status'], string> = {
  draft: 'Draft',
  queued: 'Queued',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  paused_number_unavailable: 'Paused: number unavailable',
  completed: 'Completed',
  uncompleted: 'Uncompleted',
};

/** Why the engine paused it, or why it sends nothing now. */
const REASONS: Record<string, string> = {
  credit: 'Not enough credit',
  number_unavailable: 'No number can send',
  numbers_asleep: 'Waiting: the numbers sleep now',
  quiet_hours: "Waiting for the contacts' quiet hours to end",
};

type Cell = (row: MonitoringRow) => ReactNode;

const named = (t: Translate, items: readonly { name: string; on: boolean }[]) =>
  items.length === 0 ? NONE : items.map((i) => (i.on ? i.name : t('{{name}} (off)', { name: i.name }))).join(', ');

function Progress({ row, t }: { row: MonitoringRow; t: Translate }) {
  return (
    <HStack gap="2">
      <Box
        role="progressbar"
        aria-label={t('Progress of {{title}}', { title: row.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={row.percent}
        flex="1"
        h="2"
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${Math.min(100, row.percent)}%`} bg="accent.solid" transition="width 0.3s" />
      </Box>
      <Text textStyle="xs" fontVariantNumeric="tabular-nums" minW="14" textAlign="end">
        {formatPercent(row.percent)}
      </Text>
    </HStack>
  );
}

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
      const reason = r.pauseReason ?? r.waitReason;
      return (
        <Stack gap="0.5" align="start">
          <StatusBadge status={r.status} map={campaignStatusColors} label={t(STATUS_LABELS[r.status])} />
          {reason && (
            <Text textStyle="xs" color="fg.muted" truncate maxW="full" title={t(REASONS[reason] ?? '')}>
              {t(REASONS[reason] ?? '')}
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
    progress: (r) => <Progress row={r} t={t} />,
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
