// A number's performance over a date-hour range, summed from did_hourly_stats (joined as `s`): the
// sums, the rate expressions to sort by, and how a summed row reads. The DID group's table and the
// performance tracker both read it (decision 35).
import { clickRate, deliveryRate } from '@domain/dids';
import { sql } from 'kysely';

export const DID_SUMS = [
  sql<number>`coalesce(sum(s.sent), 0)`.as('sent'),
  sql<number>`coalesce(sum(s.delivered), 0)`.as('delivered'),
  sql<number>`coalesce(sum(s.clicked), 0)`.as('clicked'),
] as const;

export const DID_DELIVERY_RATE_SQL = sql`(case when coalesce(sum(s.sent), 0) = 0 then 0 else 1.0 * coalesce(sum(s.delivered), 0) / sum(s.sent) end)`;
export const DID_CLICK_RATE_SQL = sql`(case when coalesce(sum(s.delivered), 0) = 0 then 0 else 1.0 * coalesce(sum(s.clicked), 0) / sum(s.delivered) end)`;

export function didFigures(r: { sent: number | string; delivered: number | string; clicked: number | string }) {
  const sent = Number(r.sent);
  const delivered = Number(r.delivered);
  const clicked = Number(r.clicked);
  return { sent, delivered, clicked, deliveryRate: deliveryRate(sent, delivered), clickRate: clickRate(delivered, clicked) };
}
