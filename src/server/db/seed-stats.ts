// The demo user's finished campaign (issue 11): a week of sending, so the statistics screen and the
// homepage dashboard have something to show on first start. It is the seeded ready draft's compose
// (the demo's own route, numbers and content) sent a week ago, with minute rows in
// campaign_minute_stats for US daytime (13:00-00:59 UTC, 9 am to 9 pm in New York) each of the
// seven days up to an hour ago, and a campaign_runs row whose counters are the minutes' sums.
// Deterministic: every figure comes from the minute's index, never from Math.random. No messages
// are written (the statistics read only the minute rows) and no credit is charged: this is history.
import { HOUR_MS, type Clock } from '../lib/time';
import type { Db } from './database';
import { UNKNOWN_ROUTE } from '../engine/minute-stats';

export const FINISHED_CAMPAIGN_TITLE = 'Loyalty week: thank-you offer';

const MINUTE_MS = 60_000;
const DAYS = 7;
/** Sending hours in UTC: 13:00 to 00:59 (12 hours a day). */
const FIRST_HOUR = 13;
const HOURS_A_DAY = 12;
/** The demo route's price per message, in millicents ($0.0075). */
const PRICE_MILLICENTS = 750;
const BATCH = 500;

export interface SeedMinute {
  minute: string;
  sent: number;
  delivered: number;
  failed: number;
  clicked: number;
  replied: number;
  optout: number;
  convertor: number;
  cost_millicents: number;
  revenue_cents: number;
}

const minuteKey = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The i-th minute of the week, the minuteOfDay-th of its sending day's 720: a busy middle of the day (a half sine wave) with a ripple, and
 * results in proportion: ~92% delivered, ~6% clicked, ~2% replied, a conversion every 6 minutes.
 */
export function seedMinute(i: number, minuteOfDay: number, minute: string): SeedMinute {
  const wave = Math.round(30 * Math.sin((Math.PI * minuteOfDay) / (HOURS_A_DAY * 60)));
  const sent = 20 + wave + ((i * 7) % 11);
  const optout = i % 9 === 0 ? 1 : 0;
  const delivered = Math.floor(sent * 0.92) - (i % 3 === 0 ? 1 : 0);
  const failed = sent - delivered - optout;
  const convertor = i % 6 === 0 ? 1 : 0;
  return {
    minute,
    sent,
    delivered,
    failed,
    clicked: Math.floor((delivered * (4 + (i % 5))) / 100),
    replied: Math.floor(delivered / 50) + (i % 4 === 0 ? 1 : 0),
    optout,
    convertor,
    cost_millicents: sent * PRICE_MILLICENTS,
    revenue_cents: convertor * (150 + (i % 5) * 25),
  };
}

/** The week's sending minutes: the seven days up to the start of the previous hour (so it is over). */
export function seedWeek(now: Date): SeedMinute[] {
  const end = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const minutes: SeedMinute[] = [];
  for (let at = end - DAYS * 24 * HOUR_MS; at < end; at += MINUTE_MS) {
    const date = new Date(at);
    const hourOfDay = (date.getUTCHours() - FIRST_HOUR + 24) % 24;
    if (hourOfDay >= HOURS_A_DAY) continue;
    minutes.push(seedMinute(minutes.length, hourOfDay * 60 + date.getUTCMinutes(), minuteKey(at)));
  }
  return minutes;
}

export async function seedStats(db: Db, now: Clock, userId: number): Promise<void> {
  const draft = await db
    .selectFrom('campaigns')
    .select('compose')
    .where('user_id', '=', userId)
    .where('title', '=', 'Spring sale to scrubbed customers')
    .executeTakeFirst();
  if (!draft) return;
  const minutes = seedWeek(now());
  if (minutes.length === 0) return;
  const sum = (k: keyof Omit<SeedMinute, 'minute'>) => minutes.reduce((s, m) => s + m[k], 0);
  const started = `${minutes[0].minute.replace(' ', 'T')}:00.000Z`;
  const finished = new Date(Date.parse(`${minutes[minutes.length - 1].minute.replace(' ', 'T')}:00.000Z`) + MINUTE_MS).toISOString();
  const compose = JSON.stringify({ ...JSON.parse(draft.compose), campaignTitle: FINISHED_CAMPAIGN_TITLE });
  const sent = sum('sent');

  const campaign = await db
    .insertInto('campaigns')
    .values({
      user_id: userId,
      title: FINISHED_CAMPAIGN_TITLE,
      status: 'completed',
      compose,
      audience: sent,
      scheduled_at: null,
      created_at: new Date(Date.parse(started) - HOUR_MS).toISOString(),
      updated_at: finished,
      sent_at: started,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campaignId = Number(campaign.id);

  // The minutes' failures, split the way the carrier reports them: the minute series counts
  // failed, attempt-failed and blocked together (delivery-reports.ts); the run keeps them apart.
  const failures = sum('failed');
  const attemptFailed = Math.floor(failures / 5);
  const blocked = Math.floor(failures / 4);
  const failed = failures - attemptFailed - blocked;
  const cost = sum('cost_millicents');
  await db
    .insertInto('campaign_runs')
    .values({
      campaign_id: campaignId,
      user_id: userId,
      audience_done: 1,
      started_at: started,
      finished_at: finished,
      cost_millicents: cost,
      charged_cents: Math.ceil(cost / 1000),
      revenue_cents: sum('revenue_cents'),
      total: sent,
      sent,
      delivered: sum('delivered'),
      failed,
      blocked,
      optout: sum('optout'),
      attempt_failed: attemptFailed,
      rejected: Math.floor(failed / 3),
      clicked: sum('clicked'),
      replied: sum('replied'),
      convertor: sum('convertor'),
    })
    .execute();
  // Sent over the compose's one route: the same minutes under it, for the ROUTE view.
  const routeId = (JSON.parse(compose) as { routesTwoWays?: { routeId: number }[] }).routesTwoWays?.[0]?.routeId ?? UNKNOWN_ROUTE;
  for (let at = 0; at < minutes.length; at += BATCH) {
    const part = minutes.slice(at, at + BATCH);
    await db.insertInto('campaign_minute_stats').values(part.map((m) => ({ campaign_id: campaignId, user_id: userId, ...m }))).execute();
    await db.insertInto('route_minute_stats').values(part.map((m) => ({ campaign_id: campaignId, route_id: routeId, user_id: userId, ...m }))).execute();
  }
  await db
    .insertInto('campaign_events')
    .values([
      { campaign_id: campaignId, user_id: userId, kind: 'started', detail: 'Campaign started sending', created_at: started },
      { campaign_id: campaignId, user_id: userId, kind: 'completed', detail: 'Every contact was sent to', created_at: finished },
    ])
    .execute();
}
