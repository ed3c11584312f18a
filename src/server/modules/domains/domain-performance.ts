// A domain's performance over a date-hour range, summed from domain_hourly_stats (joined as `s`):
// the sums, the rate expressions to sort by, and how a summed row reads. The group's domain table
// and the performance tracker both read it (decision 35).
import { domainDeliveryRate } from '@domain/domains';
import { sql } from 'kysely';

export const DOMAIN_SUMS = [
  sql<number>`coalesce(sum(s.used), 0)`.as('used'),
  sql<number>`coalesce(sum(s.failed), 0)`.as('failed'),
  sql<number>`coalesce(sum(s.clicked), 0)`.as('clicked'),
] as const;

/** domainDeliveryRate in SQL: 1 when unused. */
export const DOMAIN_DELIVERY_RATE_SQL = sql`(case when coalesce(sum(s.used), 0) = 0 then 1.0 else 1.0 * (sum(s.used) - coalesce(sum(s.failed), 0)) / sum(s.used) end)`;
/** clicked per delivered link (used - failed); 0 when none was delivered. */
export const DOMAIN_CLICK_RATE_SQL = sql`(case when coalesce(sum(s.used), 0) - coalesce(sum(s.failed), 0) <= 0 then 0 else 1.0 * coalesce(sum(s.clicked), 0) / (sum(s.used) - coalesce(sum(s.failed), 0)) end)`;

export interface DomainFigures {
  used: number;
  failed: number;
  clicked: number;
  deliveryRate: number;
}

export function domainFigures(r: { used: number | string; failed: number | string; clicked: number | string }): DomainFigures {
  const used = Number(r.used);
  const failed = Number(r.failed);
  return { used, failed, clicked: Number(r.clicked), deliveryRate: domainDeliveryRate(used, failed) };
}
