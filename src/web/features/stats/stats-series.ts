// What the chart draws from a stats answer: every bucket of the range (zero where nothing was
// sent, so a quiet night dips instead of being bridged), the chosen metrics summed over the
// selection, or, split, one line per campaign or route for the first chosen metric. Money goes
// out in dollars rounded to the chart's 6 decimals (000 §9).
import type { StatsAnswer, StatsCounters, StatsPoint } from '@domain/stats';
import { fillBuckets } from '@domain/stats-buckets';
import { chartValue } from '@domain/stats-format';
import type { TimeSeries } from '@web/ui/chart/time-chart-options';
import { METRIC_LABELS, type Metric } from './stats-query';

const MILLICENTS_PER_DOLLAR = 100_000;

export function metricValue(c: StatsCounters, metric: Metric): number {
  if (metric === 'cost') return chartValue(c.costMillicents / MILLICENTS_PER_DOLLAR);
  if (metric === 'revenue') return chartValue(c.revenueCents / 100);
  return c[metric];
}

const kindOf = (metric: Metric) => (metric === 'cost' || metric === 'revenue' ? 'money' : 'count');

function line(name: string, points: StatsPoint[], metric: Metric): TimeSeries {
  return { name, kind: kindOf(metric), data: points.map((p) => [Date.parse(p.datetime), metricValue(p, metric)]) };
}

/** `translate` names the lines: metric labels, and 'Several routes' (the entry the server names). */
export function chartSeries(answer: StatsAnswer, metrics: readonly Metric[], split: boolean, translate: (text: string) => string): TimeSeries[] {
  const fill = (points: StatsPoint[]) => fillBuckets(points, answer.from, answer.to, answer.granularity);
  if (split && metrics.length > 0) {
    const metric = metrics[0];
    return answer.series.map((s) => line(s.id === null ? translate(s.name) : s.name, fill(s.points), metric));
  }
  const totals = fill(answer.points);
  return metrics.map((metric) => line(translate(METRIC_LABELS[metric]), totals, metric));
}
