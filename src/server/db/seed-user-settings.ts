// The demo user's settings tabs (issue 13; decision 43): Advanced settings filled in (auto-scrub
// every 2 days, a two-way limit of 5,000 a day, the first route chosen for failover but switched
// off, a live-feed URL the built-in recorder takes, the wizard's defaults and a Slack URL the
// simulator accepts). The scrub skips and failover stay off because they are acted on (decision
// 46): the demo's scrubs mark its DNC numbers, and its sends are counted as they go. A click filter
// (bots still counted, so the demo's own headless tests are not filtered; risk above 90 not; one
// range of Tor exits blocked beside the short links' blocked address) and two volume orders, one
// accepted and one still pending. Runs after the other demo seeds; deterministic but for the clock.
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';
import { updateUserSettings } from '../modules/user-settings/repo';

export const SEEDED_BLOCKED_RANGE = '185.220.101.0/24';

export async function seedUserSettings(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  const route = await db.selectFrom('routes').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirst();
  await updateUserSettings(
    db,
    userId,
    {
      skipScrubDNC: false,
      enableAutoScrub: true,
      autoScrubInterval: 2,
      limitNumberMessagePerDay: 5000,
      failoverRouteEnable: false,
      failoverRouteId: route === undefined ? null : Number(route.id),
      liveFeedForward: 'https://crm.example.com/live-feed',
      autoStopThreshold: 500,
      sendSpeed: 2000,
      slackUrl: 'https://hooks.slack.com/services/T0DEMO/B0DEMO/demo',
      clickMaxRiskScore: 90,
      clickCountBots: true,
    },
    at,
  );
  await db.insertInto('blocked_ips').values({ user_id: userId, ip: SEEDED_BLOCKED_RANGE, created_at: at.toISOString() }).execute();
  const day = (n: number) => new Date(at.getTime() - n * DAY_MS).toISOString();
  await db
    .insertInto('volume_orders')
    .values([
      { user_id: userId, duration: 30, volume: 50_000, message_type: 'SMS', price_cents: 37_500, status: 'Accepted', created_at: day(12), decided_at: day(11), decided_by: null },
      { user_id: userId, duration: 7, volume: 10_000, message_type: 'MMS', price_cents: 20_000, status: 'Pending', created_at: day(1), decided_at: null, decided_by: null },
    ])
    .execute();
}
