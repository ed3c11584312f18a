// IP stats (001 §7 "traffic/ip_stats"): the addresses that clicked the user's links in a date range
// (the last 3 days by default, as the stats charts), most clicks first, with their highest risk
// score and whether the click filter blocks them.
import { Badge, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ClickIpStat } from '@domain/click-filter';
import { useTranslation } from '@web/i18n';
import { DataTable, DateRangePicker, EmptyState, formatCount, formatWhen, useLoad, type DataTableColumn, type DateRange } from '@web/ui';
import { getIpStats } from './click-request-api';

const DAY_MS = 86_400_000;
const lastDays = (days: number): DateRange => {
  const to = new Date();
  return { from: new Date(to.getTime() - days * DAY_MS), to };
};

export function IpStatsPanel({ reload }: { reload: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastDays(3));
  const stats = useLoad((signal) => getIpStats(range, signal), [range, reload]);
  const columns: DataTableColumn<ClickIpStat>[] = [
    { key: 'ip', header: 'IP', cell: (r) => r.ip },
    { key: 'clicks', header: 'Clicks', cell: (r) => formatCount(r.clicks), align: 'end' },
    { key: 'risk', header: 'Risk score', cell: (r) => r.maxRiskScore.toFixed(2), align: 'end' },
    { key: 'last', header: 'Last click', cell: (r) => formatWhen(r.lastClickAt) },
    { key: 'blocked', header: 'Blocked', cell: (r) => (r.blocked ? <Badge colorPalette="red">{t('Blocked')}</Badge> : null) },
  ];
  return (
    <Stack gap="3">
      <Heading as="h3" textStyle="md">
        {t('IP stats')}
      </Heading>
      <DateRangePicker label="Date range" showLabel value={range} onChange={(r) => r && setRange(r)} />
      {stats.failed ? (
        <EmptyState title="The IP stats could not be loaded" onRetry={stats.retry} />
      ) : (
        <DataTable label="IP stats" columns={columns} rows={stats.data ?? []} loading={stats.data === null} getRowId={(r) => r.ip} empty={<EmptyState title="No clicks in this range" />} />
      )}
    </Stack>
  );
}
