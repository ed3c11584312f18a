// The table under the chart: one row per campaign (or route), with its totals over the range and
// the figures the spec formats (000 §9): cost per click and per message 3 decimals with $, revenue
// and cost 1 decimal, percentages 2. A totals row of the whole selection comes first.
import { useMemo } from 'react';
import type { StatsAnswer, StatsCounters, StatsEntry } from '@domain/stats';
import { addInto, emptyCounters } from '@domain/stats-buckets';
import { formatCount, formatMillicentsAsRevenue, formatPercent, formatRevenue, formatUnitCost, statsFigures } from '@domain/stats-format';
import { useTranslation, type Translate } from '@web/i18n';
import { DataTable, type DataTableColumn } from '@web/ui';

type Row = { key: string; name: string; totals: StatsCounters; isTotal: boolean };

function columns(t: Translate, entryHeader: string): DataTableColumn<Row>[] {
  const figure = (key: string, header: string, cell: (r: Row) => string): DataTableColumn<Row> => ({ key, header, align: 'end', cell });
  return [
    { key: 'name', header: entryHeader, cell: (r) => (r.isTotal ? t('All') : r.name) },
    figure('sent', 'Sent', (r) => formatCount(r.totals.sent)),
    figure('delivered', 'Delivered', (r) => formatCount(r.totals.delivered)),
    figure('deliveryRate', 'Delivery rate', (r) => formatPercent(statsFigures(r.totals).deliveryRate)),
    figure('clicked', 'Clicked', (r) => formatCount(r.totals.clicked)),
    figure('clickRate', 'Click rate', (r) => formatPercent(statsFigures(r.totals).clickRate)),
    figure('replied', 'Replied', (r) => formatCount(r.totals.replied)),
    figure('optout', 'Opt-out', (r) => formatCount(r.totals.optout)),
    figure('convertor', 'Convertor', (r) => formatCount(r.totals.convertor)),
    figure('cost', 'Cost', (r) => formatMillicentsAsRevenue(r.totals.costMillicents)),
    figure('revenue', 'Revenue', (r) => formatRevenue(r.totals.revenueCents)),
    figure('costPerClick', 'Cost per click', (r) => formatUnitCost(statsFigures(r.totals).costPerClick)),
    figure('costPerMessage', 'Cost per message', (r) => formatUnitCost(statsFigures(r.totals).costPerMessage)),
    figure('roi', 'ROI', (r) => formatPercent(statsFigures(r.totals).roi)),
  ];
}

const nameOf = (e: StatsEntry, t: Translate) => (e.id === null ? t(e.name) : e.name);

export function StatsTable({ answer }: { answer: StatsAnswer }) {
  const { t } = useTranslation();
  const rows = useMemo<Row[]>(() => {
    const entries = answer.entries.map((e) => ({ key: `${e.id ?? 'several'}`, name: nameOf(e, t), totals: e.totals, isTotal: false }));
    const all = answer.entries.reduce((sum, e) => addInto(sum, e.totals), emptyCounters());
    return entries.length > 1 ? [{ key: 'all', name: 'All', totals: all, isTotal: true }, ...entries] : entries;
  }, [answer, t]);
  const cols = useMemo(() => columns(t, answer.viewType === 'ROUTE' ? 'Route' : 'Campaign'), [t, answer.viewType]);
  return <DataTable label={t('Statistics by entry')} columns={cols} rows={rows} getRowId={(r) => r.key} maxHeight="96" />;
}
