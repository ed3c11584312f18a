// The user_settings row (migration 0028): what a user edits on the Advanced settings and Click
// request tabs, with every default when the user never saved. getUserSettings / updateUserSettings
// are the one way in, so the users admin's columns can be reconciled with these later (decision 43).
import type { Db } from '../../db/database';

export interface StoredUserSettings {
  skipScrubDNC: boolean;
  skipScrubLandline: boolean;
  enableAutoScrub: boolean;
  autoScrubInterval: number;
  limitNumberMessagePerDay: number;
  failoverRouteEnable: boolean;
  failoverRouteId: number | null;
  liveFeedForward: string;
  autoStopThreshold: number | null;
  sendSpeed: number | null;
  slackUrl: string;
  /** The click filter: clicks scoring above it are not counted (0-99.99). */
  clickMaxRiskScore: number;
  clickCountBots: boolean;
}

export const DEFAULT_USER_SETTINGS: Readonly<StoredUserSettings> = {
  skipScrubDNC: false,
  skipScrubLandline: false,
  enableAutoScrub: false,
  autoScrubInterval: 1,
  limitNumberMessagePerDay: 15_000,
  failoverRouteEnable: false,
  failoverRouteId: null,
  liveFeedForward: '',
  autoStopThreshold: null,
  sendSpeed: null,
  slackUrl: '',
  clickMaxRiskScore: 99.99,
  clickCountBots: true,
};

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
const num = (v: number | null) => (v === null ? null : Number(v));

export async function getUserSettings(db: Db, userId: number): Promise<StoredUserSettings> {
  const row = await db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  return {
    skipScrubDNC: row.skip_scrub_dnc === 1,
    skipScrubLandline: row.skip_scrub_landline === 1,
    enableAutoScrub: row.enable_auto_scrub === 1,
    autoScrubInterval: Number(row.auto_scrub_interval),
    limitNumberMessagePerDay: Number(row.limit_number_message_per_day),
    failoverRouteEnable: row.failover_route_enable === 1,
    failoverRouteId: num(row.failover_route_id),
    liveFeedForward: row.live_feed_forward,
    autoStopThreshold: num(row.auto_stop_threshold),
    sendSpeed: num(row.send_speed),
    slackUrl: row.slack_url,
    clickMaxRiskScore: Number(row.click_max_risk_x100) / 100,
    clickCountBots: row.click_count_bots === 1,
  };
}

/** Saves the fields given (the rest keep their stored or default values); answers the whole row. */
export async function updateUserSettings(db: Db, userId: number, patch: Partial<StoredUserSettings>, at: Date = new Date()): Promise<StoredUserSettings> {
  const s = { ...(await getUserSettings(db, userId)), ...patch };
  const columns = {
    skip_scrub_dnc: flag(s.skipScrubDNC),
    skip_scrub_landline: flag(s.skipScrubLandline),
    enable_auto_scrub: flag(s.enableAutoScrub),
    auto_scrub_interval: s.autoScrubInterval,
    limit_number_message_per_day: s.limitNumberMessagePerDay,
    failover_route_enable: flag(s.failoverRouteEnable),
    failover_route_id: s.failoverRouteId,
    live_feed_forward: s.liveFeedForward,
    auto_stop_threshold: s.autoStopThreshold,
    send_speed: s.sendSpeed,
    slack_url: s.slackUrl,
    click_max_risk_x100: Math.round(s.clickMaxRiskScore * 100),
    click_count_bots: flag(s.clickCountBots),
    updated_at: at.toISOString(),
  };
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...columns })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
    .execute();
  return s;
}
