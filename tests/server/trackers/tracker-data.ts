// Known domains and DIDs with known hourly figures, and failed messages reported through the
// engine's own path, for the tracker tests. Group names carry a tag so a search finds only them,
// whatever the seed gives the demo user.
import { applyReports } from '@server/engine/delivery-reports';
import type { TestApp } from '../fixtures/test-app';

export interface HourFigures {
  hour: string;
  a: number;
  b: number;
  clicked: number;
}

export async function domainGroupWith(t: TestApp, userId: number, groupName: string, domains: Record<string, HourFigures[]>) {
  const at = t.clock.now().toISOString();
  const group = await t.db
    .insertInto('domain_groups')
    .values({ user_id: userId, name: groupName, name_key: groupName.toLowerCase(), setting: '{}', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  for (const [name, hours] of Object.entries(domains)) {
    const row = await t.db
      .insertInto('domains')
      .values({ user_id: userId, group_id: Number(group.id), name, name_key: name, status: 'ACTIVE', active: 1, source: 'own', price_cents: null, purchase_task_id: null, release_at: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = Number(row.id);
    if (hours.length > 0) {
      await t.db.insertInto('domain_hourly_stats').values(hours.map((h) => ({ domain_id: Number(row.id), hour: h.hour, used: h.a, failed: h.b, clicked: h.clicked }))).execute();
    }
  }
  return { groupId: Number(group.id), ids };
}

export async function didGroupWith(t: TestApp, userId: number, groupName: string, dids: Record<string, HourFigures[]>) {
  const at = t.clock.now().toISOString();
  const group = await t.db
    .insertInto('did_groups')
    .values({ user_id: userId, name: groupName, name_key: groupName.toLowerCase(), country: 'US', route_id: null, setting: '{}', busy_task_id: null, created_at: at, scrubbed_at: null, cycle_reset_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  for (const [phone, hours] of Object.entries(dids)) {
    const row = await t.db
      .insertInto('dids')
      .values({ group_id: Number(group.id), phone, country: 'US', purchase_task_id: null, created_at: at, bad_reason: null, checked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[phone] = Number(row.id);
    if (hours.length > 0) {
      await t.db.insertInto('did_hourly_stats').values(hours.map((h) => ({ did_id: Number(row.id), hour: h.hour, sent: h.a, delivered: h.b, clicked: h.clicked }))).execute();
    }
  }
  return { groupId: Number(group.id), ids };
}

let serial = 0;

/**
 * Messages of a campaign handed to the carrier, then reported with these codes at `at` through the
 * engine's applyReports (which writes the error roll-up). Answers the messages' ids.
 */
export async function reportMessages(t: TestApp, userId: number, campaignId: number, codes: number[], at: Date, did = '+13125550100'): Promise<number[]> {
  const queued = new Date(at.getTime() - 60_000).toISOString();
  const rows = await t.db
    .insertInto('messages')
    .values(
      codes.map(() => {
        serial += 1;
        const phone = `+1555${String(1_000_000 + serial).slice(1)}`;
        return {
          campaign_id: campaignId, user_id: userId, batch_id: null, round: 0, contact_id: null, group_id: null, phone, idem_key: `${campaignId}:0:${phone}`,
          state: 'submitted', hold_until: null, message_type: 'SMS', route_id: null, did, did_id: null, creative_id: null, offer_id: null, domain: null,
          link_code: null, body: 'Hello', segments: 1, cost_millicents: 750, result: null, queued_at: queued, submitted_at: queued, result_at: null,
          clicked_at: null, replied_at: null, converted_at: null,
        };
      }),
    )
    .returning(['id', 'idem_key'])
    .execute();
  await applyReports(t.db, rows.map((r, i) => ({ key: r.idem_key, ref: Number(r.id), code: codes[i]!, at })), at);
  return rows.map((r) => Number(r.id));
}

/** A completed campaign of the user, its compose empty: the trackers read only its id and title. */
export async function campaignOf(t: TestApp, userId: number, title: string): Promise<number> {
  const at = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('campaigns')
    .values({ user_id: userId, title, status: 'completed', compose: '{}', audience: 0, scheduled_at: null, created_at: at, updated_at: at, sent_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
