// What a time chart of counts and money looks like, as apexcharts options: a datetime x axis in
// the browser's zone (apexcharts defaults to UTC labels), counts on the left axis and dollars on
// the right one when both are drawn, values in the spec's formats (chart values 6 decimals, 000 §9),
// and the colours and text tones of the current Chakra theme. Pure, so it is tested without a chart.
import type { ApexOptions } from 'apexcharts';
import { formatChartValue } from '@domain/stats-format';

export type ChartValueKind = 'count' | 'money';

export interface TimeSeries {
  name: string;
  kind: ChartValueKind;
  /** [epoch ms, value] pairs in time order. */
  data: [number, number][];
}

export interface ChartTheme {
  mode: 'light' | 'dark';
  colors: string[];
  text: string;
  grid: string;
}

export interface TimeChartInput {
  series: readonly TimeSeries[];
  theme: ChartTheme;
  /** Small charts (the dashboard) take fewer lines on the value axis. */
  compact?: boolean;
}

export function timeChartOptions({ series, theme, compact = false }: TimeChartInput): ApexOptions {
  const kinds = [...new Set(series.map((s) => s.kind))];
  const axisOf = (kind: ChartValueKind) => ({
    seriesName: series.filter((s) => s.kind === kind).map((s) => s.name),
    opposite: kind === 'money' && kinds.length > 1,
    labels: { formatter: (v: number) => formatChartValue(v, kind), style: { colors: theme.text } },
    min: 0,
    forceNiceScale: true,
    ...(compact ? { tickAmount: 3 } : {}),
  });
  return {
    chart: {
      background: 'transparent',
      foreColor: theme.text,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    theme: { mode: theme.mode },
    colors: theme.colors,
    dataLabels: { enabled: false },
    stroke: { curve: 'straight', width: 2 },
    fill: { type: 'solid', opacity: 0.15 },
    grid: { borderColor: theme.grid, strokeDashArray: 3 },
    // Shown for one series too: split by route, the single line's name is the route's.
    legend: { show: true, showForSingleSeries: true, position: 'top', horizontalAlign: 'left', labels: { colors: theme.text } },
    markers: { size: 0 },
    xaxis: { type: 'datetime', labels: { datetimeUTC: false, style: { colors: theme.text } }, axisBorder: { color: theme.grid }, axisTicks: { color: theme.grid } },
    yaxis: kinds.length === 0 ? [{ min: 0 }] : kinds.map(axisOf),
    tooltip: {
      theme: theme.mode,
      shared: true,
      // The app writes dates DD/MM/YYYY HH:mm (UI.md).
      x: { format: 'dd/MM/yyyy HH:mm' },
      y: { formatter: (v: number, opts?: { seriesIndex?: number }) => formatChartValue(v, series[opts?.seriesIndex ?? 0]?.kind ?? 'count') },
    },
  };
}

/** The series as apexcharts takes them. */
export function apexSeries(series: readonly TimeSeries[]): NonNullable<ApexOptions['series']> {
  return series.map((s) => ({ name: s.name, data: s.data }));
}
