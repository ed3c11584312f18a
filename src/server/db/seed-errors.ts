// The demo user's failed sends for the error tracker (issue 11; decision 35): 96 failed messages of
// the finished campaign (seed-stats.ts) over the last six days, sent from the 'Chicago pool'
// numbers, with six result codes in different amounts, and the error roll-up
// (error_hourly_stats) they make, as the engine's delivery reports would have written it. The DID
// and domain performance the tracker shows comes from seed-dids.ts and seed-domains.ts.
// Deterministic: every field comes from the message's index.
import { codeOfDeliveryResult, type DeliveryResult } from '@domain/sending/delivery-results';
import { HOUR_MS, type Clock } from '../lib/time';
import type { Db } from './database';
import { FINISHED_CAMPAIGN_TITLE } from './seed-stats';

/** Each result and how many of the 96 failures it has. */
const FAILURES: [DeliveryResult, number][] = [
  ['FAILED', 30],
  ['BLOCKED', 22],
  ['INVALID_DESTINATION', 16],
  ['EXPIRED', 12],
  ['ATTEMPT_FAILED', 10],
  ['DID_NOT_WORKING', 6],
];

export async function seedErrors(db: Db, now: Clock, userId: number): Promise<void> {
  const campaign = await db.selectFrom('campaigns').select('id').where('user_id', '=', userId).where('title', '=', FINISHED_CAMPAIGN_TITLE).executeTakeFirst();
  const dids = await db
    .selectFrom('dids')
    .innerJoin('did_groups as g', 'g.id', 'dids.group_id')
    .select(['dids.id', 'dids.phone', 'g.route_id'])
    .where('g.user_id', '=', userId)
    .orderBy('dids.id')
    .execute();
  if (!campaign || dids.length === 0) return;
  const campaignId = Number(campaign.id);
  // Sent in US daytime (13:00-00:59 UTC) of the six days before the last hour, as the campaign was.
  const end = Math.floor(now().getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const codes = FAILURES.flatMap(([result, n]) => Array.from({ length: n }, () => codeOfDeliveryResult(result)));
  const rows = codes.map((code, i) => {
    const did = dids[i % dids.length]!;
    const day = i % 6;
    const hour = 13 + ((i * 5) % 12);
    const sentAt = new Date(end - (day + 1) * 24 * HOUR_MS);
    sentAt.setUTCHours(hour, (i * 7) % 60, (i * 13) % 60, 0);
    const resultAt = new Date(Math.min(sentAt.getTime() + 8_000, end)).toISOString();
    const phone = `+1312${String(5_550_000 + ((i * 7_919) % 10_000)).padStart(7, '0')}`;
    return {
      campaign_id: campaignId, user_id: userId, batch_id: null, round: 0, contact_id: null, group_id: null, phone,
      idem_key: `${campaignId}:0:${phone}:${i}`, state: 'reported', hold_until: null, message_type: 'SMS', route_id: did.route_id, did: did.phone, did_id: Number(did.id),
      creative_id: null, offer_id: null, domain: null, link_code: null, body: 'Thank you for being with us this week!', segments: 1, cost_millicents: 750,
      result: code, queued_at: sentAt.toISOString(), submitted_at: sentAt.toISOString(), result_at: resultAt,
      clicked_at: null, replied_at: null, converted_at: null,
    };
  });
  // In the order they were sent, as the engine writes them: the examples read the newest ids first.
  rows.sort((x, y) => x.queued_at.localeCompare(y.queued_at));
  await db.insertInto('messages').values(rows).execute();

  const rollup = new Map<string, { user_id: number; hour: string; campaign_id: number; code: number; failed: number; first_at: string; last_at: string }>();
  for (const r of rows) {
    const hour = r.result_at.slice(0, 13).replace('T', ' ');
    const key = `${hour}|${r.result}`;
    const entry = rollup.get(key) ?? { user_id: userId, hour, campaign_id: campaignId, code: r.result, failed: 0, first_at: r.result_at, last_at: r.result_at };
    entry.failed += 1;
    if (r.result_at < entry.first_at) entry.first_at = r.result_at;
    if (r.result_at > entry.last_at) entry.last_at = r.result_at;
    rollup.set(key, entry);
  }
  await db.insertInto('error_hourly_stats').values([...rollup.values()]).execute();
}
