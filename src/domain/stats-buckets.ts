// Buckets of the campaign time series and their arithmetic, free of the database so the server,
// the chart and the tests share one definition. The engine keys a minute 'YYYY-MM-DD HH:mm' in UTC
// (src/server/engine/stat-keys.ts, whose formula minuteKeyOf repeats); an hour is the first 13
// characters of its minutes' keys ('YYYY-MM-DD HH'). A bucket goes over the wire as the UTC
// instant it starts at.
import type { StatsCounters, StatsGranularity, StatsPoint } from './stats';
import { DELIVERY_STATUSES, type DeliveryStatus } from './sending/delivery-results';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The engine's minute key of an instant. */
export const minuteKeyOf = (at: Date): string => at.toISOString().slice(0, 16).replace('T', ' ');

/** The hour a minute key falls in: its first 13 characters. */
export const hourKeyOf = (minuteKey: string): string => minuteKey.slice(0, 13);

export function bucketKeyOf(at: Date, granularity: StatsGranularity): string {
  const minute = minuteKeyOf(at);
  return granularity === 'HOUR' ? hourKeyOf(minute) : minute;
}

/** A bucket key as the ISO instant it starts at: '2026-03-01 13' -> '2026-03-01T13:00:00.000Z'. */
export function instantOfKey(key: string): string {
  const minute = key.length === 13 ? `${key}:00` : key;
  return `${minute.replace(' ', 'T')}:00.000Z`;
}

/**
 * The first and last bucket keys of a range, both included. An HOUR range takes the whole hours
 * its ends fall in (from 10:30 counts from 10:00): the hour is the smallest unit the roll-up keeps.
 */
export function bucketBounds(from: string, to: string, granularity: StatsGranularity): { first: string; last: string } {
  return { first: bucketKeyOf(new Date(from), granularity), last: bucketKeyOf(new Date(to), granularity) };
}

export const COUNTER_NAMES = ['sent', 'delivered', 'failed', 'clicked', 'replied', 'optout', 'convertor', 'costMillicents', 'revenueCents'] as const;

export function emptyCounters(): StatsCounters {
  return { sent: 0, delivered: 0, failed: 0, clicked: 0, replied: 0, optout: 0, convertor: 0, costMillicents: 0, revenueCents: 0 };
}

/** Adds b into a (in place, for the loops that sum thousands of rows) and returns a. */
export function addInto(a: StatsCounters, b: StatsCounters): StatsCounters {
  for (const name of COUNTER_NAMES) a[name] += b[name];
  return a;
}

export function countersOf(point: StatsCounters): StatsCounters {
  return addInto(emptyCounters(), point);
}

/** Points summed per datetime, in datetime order (several campaigns' points into one series). */
export function sumByDatetime(points: Iterable<StatsPoint>): StatsPoint[] {
  const byDatetime = new Map<string, StatsPoint>();
  for (const p of points) {
    const held = byDatetime.get(p.datetime);
    if (held) addInto(held, p);
    else byDatetime.set(p.datetime, { ...p });
  }
  return [...byDatetime.values()].sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/** Minute points rolled up into hour points: what the hour table holds (migration 0019). */
export function rollUpToHours(minutes: Iterable<StatsPoint>): StatsPoint[] {
  const hours: StatsPoint[] = [];
  for (const p of minutes) hours.push({ ...p, datetime: `${p.datetime.slice(0, 13)}:00:00.000Z` });
  return sumByDatetime(hours);
}

/**
 * Every bucket of the range with the points where there are some and zero elsewhere, so a chart
 * drops to zero over a quiet night instead of drawing a line across it.
 */
export function fillBuckets(points: readonly StatsPoint[], from: string, to: string, granularity: StatsGranularity): StatsPoint[] {
  const step = granularity === 'HOUR' ? HOUR_MS : MINUTE_MS;
  const { first, last } = bucketBounds(from, to, granularity);
  const held = new Map(points.map((p) => [p.datetime, p]));
  const out: StatsPoint[] = [];
  for (let at = Date.parse(instantOfKey(first)); at <= Date.parse(instantOfKey(last)); at += step) {
    const datetime = new Date(at).toISOString();
    out.push(held.get(datetime) ?? { datetime, ...emptyCounters() });
  }
  return out;
}

/** A campaign's counters as the engine keeps them in campaign_runs (000 §3 campaign stats). */
export interface RunCounters {
  sent: number;
  delivered: number;
  failed: number;
  attemptFailed: number;
  blocked: number;
  optout: number;
  rejected: number;
}

/**
 * The stats' delivery statuses (001 §3) from a campaign's counters, each message counted once:
 * - Delivered: delivered.
 * - Initial Fail: attemptFailed (ATTEMPT_FAILED: the send never reached the carrier).
 * - Failed: failed minus rejected: the carrier's failures (FAILED, DID_NOT_WORKING, EXPIRED, and
 *   the invalid ones SEND_TO_SELF, INVALID_MESSAGE, INVALID_DESTINATION, which the counter does not
 *   tell apart).
 * - Other Failures: blocked (BLOCKED, BLOCKED_BY_SPAM), optout (OPTED_OUT) and rejected
 *   (REJECTED_BY_VENDOR, REJECTED_BY_EXCEED_QUOTA, a part of failed).
 * - Sent: sent with no result yet (sent minus every result), never below 0.
 * deliveryStatus() in sending/delivery-results.ts classes one message by its exact code and puts
 * the invalid ones under Other Failures; the counters cannot, so this reading is coarser there.
 */
export function deliveryStatusCounts(c: RunCounters): Record<DeliveryStatus, number> {
  const rejected = Math.min(c.rejected, c.failed);
  const results = c.delivered + c.failed + c.attemptFailed + c.blocked + c.optout;
  return {
    Delivered: c.delivered,
    'Other Failures': c.blocked + c.optout + rejected,
    'Initial Fail': c.attemptFailed,
    Failed: c.failed - rejected,
    Sent: Math.max(0, c.sent - results),
  };
}

export function deliveryStatusList(c: RunCounters): { status: DeliveryStatus; count: number }[] {
  const counts = deliveryStatusCounts(c);
  return DELIVERY_STATUSES.map((status) => ({ status, count: counts[status] }));
}
