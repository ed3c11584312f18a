// The statistics screen's choices, kept in the URL query so a reload or a shared link shows the same
// chart: the range (default the last 3 days, 000 §9, as calendar days in the browser's zone), the
// view, the granularity, the campaign, the chart's metrics and whether it splits by entry.
import { MAX_MINUTE_RANGE_DAYS, statsMessages, type StatsGranularity, type StatsRequest, type StatsViewType } from '@domain/stats';

export const METRICS = ['sent', 'clicked', 'convertor', 'cost', 'revenue'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = { sent: 'Sent', clicked: 'Clicked', convertor: 'Convertor', cost: 'Cost', revenue: 'Revenue' };

export interface StatsView {
  from: Date;
  to: Date;
  viewType: StatsViewType;
  granularity: StatsGranularity;
  cpId: number | null;
  metrics: Metric[];
  split: boolean;
}

const DAY_MS = 86_400_000;

/** The last 3 days: the day before yesterday from midnight to the end of today. */
export function defaultRange(now: Date): { from: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 2);
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  return { from, to };
}

const dateOf = (text: string | null) => {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

export function readView(params: URLSearchParams, now: Date): StatsView {
  const fallback = defaultRange(now);
  const from = dateOf(params.get('from'));
  const to = dateOf(params.get('to'));
  const range = from && to && to >= from ? { from, to } : fallback;
  const cpId = Number(params.get('cpId'));
  const metrics = (params.get('metrics') ?? '').split(',').filter((m): m is Metric => (METRICS as readonly string[]).includes(m));
  return {
    ...range,
    viewType: params.get('view') === 'ROUTE' ? 'ROUTE' : 'CAMPAIGN',
    granularity: params.get('granularity') === 'MINUTE' ? 'MINUTE' : 'HOUR',
    cpId: Number.isInteger(cpId) && cpId > 0 ? cpId : null,
    metrics: metrics.length > 0 ? metrics : ['sent', 'clicked'],
    split: params.get('split') === '1',
  };
}

/** The query the view writes (defaults left out, so a plain /statistic stays plain). */
export function writeView(view: StatsView, now: Date): URLSearchParams {
  const out = new URLSearchParams();
  const fallback = defaultRange(now);
  if (view.from.getTime() !== fallback.from.getTime() || view.to.getTime() !== fallback.to.getTime()) {
    out.set('from', view.from.toISOString());
    out.set('to', view.to.toISOString());
  }
  if (view.viewType === 'ROUTE') out.set('view', 'ROUTE');
  if (view.granularity === 'MINUTE') out.set('granularity', 'MINUTE');
  if (view.cpId !== null) out.set('cpId', String(view.cpId));
  if (view.metrics.join(',') !== 'sent,clicked') out.set('metrics', view.metrics.join(','));
  if (view.split) out.set('split', '1');
  return out;
}

/** Why the server would refuse the view, said before asking it (the same limit, 7 days of minutes). */
export function viewProblem(view: StatsView): string | null {
  if (view.granularity === 'MINUTE' && view.to.getTime() - view.from.getTime() > MAX_MINUTE_RANGE_DAYS * DAY_MS) return statsMessages.minuteRangeTooLong;
  return null;
}

/** The call's query; timezone: the browser's, in which the CSV writes its datetimes. */
export function requestOf(view: StatsView): StatsRequest {
  return {
    from: view.from.toISOString(),
    to: view.to.toISOString(),
    granularity: view.granularity,
    viewType: view.viewType,
    ...(view.cpId === null ? {} : { cpId: view.cpId }),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
