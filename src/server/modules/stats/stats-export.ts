// GET /stats/export: the statistics as a CSV file, one line per bucket per entry (campaign or
// route), with the datetime written in the query's timezone (the browser's; UTC without one).
// Money is exact (cost to the millicent, revenue to the cent) because a file is read by other
// tools; rates carry the spec's decimals (percentages 2, cost per click and per message 3).
import { HttpError } from '../../http/errors';
import type { StatsCounters, StatsQueryParsed } from '@domain/stats';
import { addInto, emptyCounters, instantOfKey } from '@domain/stats-buckets';
import { statsFigures, toDecimals } from '@domain/stats-format';
import { wallClockAt } from '@domain/sending/zone-clock';
import Papa from 'papaparse';
import type { AppContext } from '../../context';
import { groupCampaigns, routeEntryKeys, type EntryKey } from './stats-entries';
import { campaignBuckets, routeBuckets } from './stats-repo';
import { scopeOf } from './stats-service';

/** More lines than this is a range to narrow (or a campaign to choose), not a file to write. */
export const MAX_EXPORT_ROWS = 100_000;
export const exportTooLarge = `The export is larger than ${MAX_EXPORT_ROWS.toLocaleString('en-US')} lines: choose a shorter range or one campaign`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' of a UTC instant on the zone's wall clock. */
export function wallTime(instant: string, zone: string): string {
  const w = wallClockAt(Date.parse(instant), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

const value = (n: number | null, decimals: number) => (n === null ? '' : toDecimals(n, decimals));

function line(datetime: string, name: string, c: StatsCounters): (string | number)[] {
  const f = statsFigures(c);
  return [
    datetime,
    name,
    c.sent,
    c.delivered,
    c.failed,
    c.clicked,
    c.replied,
    c.optout,
    c.convertor,
    toDecimals(c.costMillicents / 100_000, 5),
    toDecimals(c.revenueCents / 100, 2),
    value(f.costPerClick, 3),
    value(f.costPerMessage, 3),
    value(f.deliveryRate, 2),
    value(f.clickRate, 2),
  ];
}

export async function exportStats(ctx: AppContext, userId: number, q: StatsQueryParsed): Promise<{ csv: string; filename: string }> {
  // The schema checked the zone against the runtime's tz database.
  const zone = q.timezone || 'UTC';
  const scope = await scopeOf(ctx, userId, q);
  // Each row under its entry: a campaign's own (CAMPAIGN), or its route's (ROUTE, already summed per route).
  const rows: { entry: number; key: string; counters: StatsCounters }[] =
    q.viewType === 'ROUTE'
      ? (await routeBuckets(ctx, scope, MAX_EXPORT_ROWS + 1)).map((r) => ({ entry: r.routeId, key: r.key, counters: r.counters }))
      : (await campaignBuckets(ctx, scope, MAX_EXPORT_ROWS + 1)).map((r) => ({ entry: r.campaignId, key: r.key, counters: r.counters }));
  if (rows.length > MAX_EXPORT_ROWS) throw new HttpError(400, exportTooLarge);
  const ids = [...new Set(rows.map((r) => r.entry))];
  const entryOf: ReadonlyMap<number, EntryKey> = q.viewType === 'ROUTE' ? await routeEntryKeys(ctx, ids) : (await groupCampaigns(ctx, userId, ids)).entryOf;

  // Rows come in bucket order; within a bucket, rows of one entry are summed.
  const lines: (string | number)[][] = [];
  let bucket = '';
  let inBucket = new Map<string, { name: string; counters: StatsCounters }>();
  const flush = () => {
    const datetime = bucket === '' ? '' : wallTime(instantOfKey(bucket), zone);
    for (const entry of [...inBucket.values()].sort((a, b) => a.name.localeCompare(b.name))) lines.push(line(datetime, entry.name, entry.counters));
    inBucket = new Map();
  };
  for (const row of rows) {
    if (row.key !== bucket) {
      flush();
      bucket = row.key;
    }
    const entry = entryOf.get(row.entry);
    if (!entry) continue;
    const held = inBucket.get(entry.key) ?? { name: entry.name, counters: emptyCounters() };
    addInto(held.counters, row.counters);
    inBucket.set(entry.key, held);
  }
  flush();

  const fields = [
    `Datetime (${zone})`,
    q.viewType === 'ROUTE' ? 'Route' : 'Campaign',
    'Sent',
    'Delivered',
    'Failed',
    'Clicked',
    'Replied',
    'Opt-out',
    'Convertor',
    'Cost ($)',
    'Revenue ($)',
    'Cost per click ($)',
    'Cost per message ($)',
    'Delivery rate (%)',
    'Click rate (%)',
  ];
  const filename = `stats-${q.viewType.toLowerCase()}-${q.granularity.toLowerCase()}.csv`;
  // escapeFormulae: a campaign titled '=HYPERLINK(...)' stays text in a spreadsheet.
  return { csv: Papa.unparse({ fields, data: lines }, { escapeFormulae: true }), filename };
}
