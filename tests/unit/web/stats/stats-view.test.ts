// The statistics screen's choices in the URL (the last 3 days by default, defaults left out of
// the query), the limit said before asking the server, and what the chart draws from an answer.
import { describe, expect, it } from 'vitest';
import type { StatsAnswer } from '@domain/stats';
import { emptyCounters } from '@domain/stats-buckets';
import { defaultRange, readView, requestOf, viewProblem, writeView } from '@web/features/stats/stats-query';
import { chartSeries } from '@web/features/stats/stats-series';
import { timeChartOptions } from '@web/ui/chart/time-chart-options';

const NOW = new Date(2026, 2, 5, 15, 30);
const t = (text: string) => `[${text}]`;

describe('stats view in the URL', () => {
  it('defaults to the last 3 days per hour by campaign, sent and clicked, and writes nothing for it', () => {
    const view = readView(new URLSearchParams(), NOW);
    expect(view).toMatchObject({ viewType: 'CAMPAIGN', granularity: 'HOUR', cpId: null, metrics: ['sent', 'clicked'], split: false });
    expect(view.from).toEqual(new Date(2026, 2, 3));
    expect(view.to).toEqual(defaultRange(NOW).to);
    expect(writeView(view, NOW).toString()).toBe('');
  });

  it('reads back what it wrote, and ignores what it does not know', () => {
    const view = { ...readView(new URLSearchParams(), NOW), viewType: 'ROUTE' as const, granularity: 'MINUTE' as const, cpId: 7, metrics: ['revenue' as const], split: true };
    const params = writeView(view, NOW);
    expect(Object.fromEntries(params)).toEqual({ view: 'ROUTE', granularity: 'MINUTE', cpId: '7', metrics: 'revenue', split: '1' });
    expect(readView(params, NOW)).toEqual(view);
    expect(readView(new URLSearchParams('cpId=-3&metrics=bogus&from=nope'), NOW)).toMatchObject({ cpId: null, metrics: ['sent', 'clicked'] });
  });

  it('says a minute range over 7 days is too long before calling', () => {
    const long = { ...readView(new URLSearchParams(), NOW), granularity: 'MINUTE' as const, from: new Date(2026, 1, 20) };
    expect(viewProblem(long)).toBe('To must be at most 7 days after From with minute granularity');
    expect(viewProblem({ ...long, granularity: 'HOUR' })).toBeNull();
    expect(requestOf(long)).toMatchObject({ granularity: 'MINUTE', viewType: 'CAMPAIGN', from: new Date(2026, 1, 20).toISOString() });
  });
});

describe('stats chart series', () => {
  const answer: StatsAnswer = {
    from: '2026-03-05T10:00:00.000Z',
    to: '2026-03-05T12:59:59.999Z',
    granularity: 'HOUR',
    viewType: 'ROUTE',
    points: [{ datetime: '2026-03-05T11:00:00.000Z', ...emptyCounters(), sent: 10, costMillicents: 7_500, revenueCents: 250 }],
    entries: [],
    series: [
      { id: 3, name: 'US 10DLC', points: [{ datetime: '2026-03-05T11:00:00.000Z', ...emptyCounters(), sent: 6 }] },
      { id: null, name: 'Several routes', points: [{ datetime: '2026-03-05T11:00:00.000Z', ...emptyCounters(), sent: 4 }] },
    ],
    deliveryStatuses: [],
  };
  const at = (iso: string) => Date.parse(iso);

  it('draws each chosen metric over every bucket, zero where nothing was sent, money in dollars', () => {
    const lines = chartSeries(answer, ['sent', 'cost', 'revenue'], false, t);
    expect(lines.map((l) => [l.name, l.kind])).toEqual([
      ['[Sent]', 'count'],
      ['[Cost]', 'money'],
      ['[Revenue]', 'money'],
    ]);
    expect(lines[0].data).toEqual([
      [at('2026-03-05T10:00:00.000Z'), 0],
      [at('2026-03-05T11:00:00.000Z'), 10],
      [at('2026-03-05T12:00:00.000Z'), 0],
    ]);
    expect(lines[1].data[1]).toEqual([at('2026-03-05T11:00:00.000Z'), 0.075]);
    expect(lines[2].data[1]).toEqual([at('2026-03-05T11:00:00.000Z'), 2.5]);
  });

  it('split, draws one line per entry for the first metric, naming Several routes in the language', () => {
    const lines = chartSeries(answer, ['sent', 'clicked'], true, t);
    expect(lines.map((l) => [l.name, l.data[1][1]])).toEqual([
      ['US 10DLC', 6],
      ['[Several routes]', 4],
    ]);
  });

  it('puts money on its own axis on the right when counts are drawn too, and labels time in the browser’s zone', () => {
    const options = timeChartOptions({ series: chartSeries(answer, ['sent', 'revenue'], false, t), theme: { mode: 'light', colors: ['#000'], text: '#111', grid: '#eee' } });
    const axes = options.yaxis as { opposite: boolean; seriesName: string[] }[];
    expect(axes.map((a) => [a.seriesName, a.opposite])).toEqual([
      [['[Sent]'], false],
      [['[Revenue]'], true],
    ]);
    expect(options.xaxis?.labels?.datetimeUTC).toBe(false);
  });
});
