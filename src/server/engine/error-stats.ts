// The error tracker's roll-up (error_hourly_stats, migration 0021, decision 35): each failed result
// a delivery report brings is added to its user's, campaign's and code's UTC hour in place, in the
// report's transaction, so two processes adding at once both count and a report counted once is
// in the roll-up once. Rows are written in key order, after the engine's other counters.
import type { Db } from '../db/database';
import { minuteKey } from './stat-keys';

export interface ErrorCount {
  userId: number;
  campaignId: number;
  code: number;
  n: number;
}

export async function addErrors(db: Db, counts: readonly ErrorCount[], now: Date): Promise<void> {
  if (counts.length === 0) return;
  const hour = minuteKey(now).slice(0, 13);
  const at = now.toISOString();
  const sorted = [...counts].sort((a, b) => a.userId - b.userId || a.campaignId - b.campaignId || a.code - b.code);
  await db
    .insertInto('error_hourly_stats')
    .values(sorted.map((c) => ({ user_id: c.userId, hour, campaign_id: c.campaignId, code: c.code, failed: c.n, first_at: at, last_at: at })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'hour', 'campaign_id', 'code']).doUpdateSet((eb) => ({
        failed: eb('error_hourly_stats.failed', '+', eb.ref('excluded.failed')),
        last_at: eb.ref('excluded.last_at'),
      })),
    )
    .execute();
}
