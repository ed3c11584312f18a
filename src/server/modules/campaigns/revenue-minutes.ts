// The arithmetic of a revenue recount (revenue-service.ts), apart from the database so it can be
// tested alone: a campaign's conversions and payouts per UTC minute as its messages say, the minute
// rows that disagree with that (only those are written back), and the line its history shows.
import { formatCents } from '@domain/money';
import { minuteKey } from '../../engine/stat-keys';

/** One minute of the campaign's time series, as far as revenue goes. */
export interface MinuteRevenue {
  minute: string;
  convertor: number;
  revenueCents: number;
}

/** Conversions and payouts per minute of their conversion, under the key campaign_minute_stats uses. */
export function revenueByMinute(conversions: readonly { convertedAt: string; revenueCents: number }[]): Map<string, MinuteRevenue> {
  const minutes = new Map<string, MinuteRevenue>();
  for (const c of conversions) {
    const minute = minuteKey(new Date(c.convertedAt));
    const m = minutes.get(minute) ?? { minute, convertor: 0, revenueCents: 0 };
    m.convertor += 1;
    m.revenueCents += c.revenueCents;
    minutes.set(minute, m);
  }
  return minutes;
}

/**
 * The minutes to write, in minute order (the order rows are locked in): each whose row disagrees
 * with the truth, set to the truth, and each row counting conversions the messages do not have,
 * set to zero. A true minute with no row yet is among them (it is inserted).
 */
export function minuteCorrections(rows: readonly MinuteRevenue[], truth: ReadonlyMap<string, MinuteRevenue>): MinuteRevenue[] {
  const held = new Map(rows.map((r) => [r.minute, r]));
  const minutes = new Set([...held.keys(), ...truth.keys()]);
  return [...minutes]
    .sort()
    .map((minute) => truth.get(minute) ?? { minute, convertor: 0, revenueCents: 0 })
    .filter((want) => {
      const has = held.get(want.minute);
      return !has || has.convertor !== want.convertor || has.revenueCents !== want.revenueCents;
    });
}

/** The campaign history's line for a recount: 'Revenue recounted: $12.34 from 5 conversions'. */
export function revenueRecountedDetail(revenueCents: number, conversions: number): string {
  return `Revenue recounted: ${formatCents(revenueCents)} from ${conversions} conversion${conversions === 1 ? '' : 's'}`;
}
