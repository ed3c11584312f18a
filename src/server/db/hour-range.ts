// The condition "this hourly row's hour is within the asked date-hour range" (YYMMDDHH, each end
// optional), for the joins that sum did_hourly_stats and domain_hourly_stats: the group pages and
// the performance tracker read the same rows the same way.
import { sql, type RawBuilder } from 'kysely';

export interface HourRange {
  startDateHour?: string;
  endDateHour?: string;
}

export function inHourRange(hourColumn: string, range: HourRange): RawBuilder<boolean> {
  const conditions = [
    ...(range.startDateHour ? [sql`${sql.ref(hourColumn)} >= ${range.startDateHour}`] : []),
    ...(range.endDateHour ? [sql`${sql.ref(hourColumn)} <= ${range.endDateHour}`] : []),
  ];
  return conditions.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}
