// The campaign's time series (campaign_minute_stats): counts added to its UTC minute in place, so
// two processes adding at once both count. The engine's dispatch, its reports and the audience's
// clicks, replies and conversions write it; the stats screens read it.
import type { Db } from '../db/database';
import { minuteKey } from './stat-keys';

export type MinuteCounter = 'sent' | 'delivered' | 'failed' | 'clicked' | 'replied' | 'optout' | 'convertor' | 'cost_millicents' | 'revenue_cents';

export async function addMinute(db: Db, campaignId: number, userId: number, at: Date, deltas: Partial<Record<MinuteCounter, number>>): Promise<void> {
  const entries = Object.entries(deltas).filter(([, v]) => v) as [MinuteCounter, number][];
  if (entries.length === 0) return;
  await db
    .insertInto('campaign_minute_stats')
    .values({ campaign_id: campaignId, user_id: userId, minute: minuteKey(at), ...Object.fromEntries(entries) })
    .onConflict((oc) =>
      oc.columns(['campaign_id', 'minute']).doUpdateSet((eb) => Object.fromEntries(entries.map(([k]) => [k, eb(`campaign_minute_stats.${k}`, '+', eb.ref(`excluded.${k}`))]))),
    )
    .execute();
}
