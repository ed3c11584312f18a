// The carrier's delivery reports, applied (decision 29): each message moves from submitted (or
// queued, when the report overtakes our note of the submission) to reported with its result code
// once (the UPDATE only takes rows not reported yet, and counts only
// the rows it took), so a report that comes twice after a crash counts once. The campaign's
// counters, its minute, the DIDs' and the contact groups' figures move with it in one transaction.
// A carrier-side opt-out (OPTED_OUT) opts the number out of all the user's sending.
import { deliveryClass, deliveryResultOfCode, isRejected, type DeliveryClass } from '@domain/sending/delivery-results';
import type { Db } from '../db/database';
import type { DeliveryReport } from '../providers/carrier/carrier';
import { addToRun, type RunCounter } from './campaign-run';
import { addErrors } from './error-stats';
import { MinuteDeltasByRoute } from './minute-stats';
import { dateHour } from './stat-keys';
import { retryTransient } from './retry-transient';
import { countDomains } from './domain-links';
import { isResponderKey, recordResponderOutcomes } from './responders/responder-figures';
import { queueResultWebhooks } from '../modules/public-api/webhooks';

const RUN_COUNTER_OF: Record<DeliveryClass, RunCounter> = {
  delivered: 'delivered',
  attemptFailed: 'attempt_failed',
  failed: 'failed',
  blocked: 'blocked',
  optout: 'optout',
};

const GROUP_COUNTER_OF: Partial<Record<DeliveryClass, 'delivered' | 'failed' | 'blocked' | 'optout'>> = {
  delivered: 'delivered',
  failed: 'failed',
  attemptFailed: 'failed',
  blocked: 'blocked',
  optout: 'optout',
};

interface Taken {
  /** Null for a test send: it counts on its number, not on a campaign. */
  campaignId: number | null;
  routeId: number | null;
  userId: number;
  didId: number | null;
  groupId: number | null;
  phone: string;
  /** The domain of the message's short link, if it had one. */
  domain: string | null;
  code: number;
  key: string;
}

export async function applyReports(db: Db, reports: readonly DeliveryReport[], now: Date): Promise<number> {
  if (reports.length === 0) return 0;
  const byCode = new Map<number, DeliveryReport[]>();
  for (const r of reports) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  return retryTransient(() => db.transaction().execute(async (trx) => {
    const taken: Taken[] = [];
    for (const [code, list] of byCode) {
      deliveryResultOfCode(code);
      for (let i = 0; i < list.length; i += 500) {
        const part = list.slice(i, i + 500);
        const at = new Date(Math.max(...part.map((r) => r.at.getTime()))).toISOString();
        const rows = await trx
          .updateTable('messages')
          .set({ state: 'reported', result: code, result_at: at })
          .where('id', 'in', part.map((r) => r.ref))
          // A report may overtake our note that the carrier took the batch (another process's pump,
          // a carrier's fast webhook): it proves the submission, so a queued message takes it too.
          .where('state', 'in', ['queued', 'submitted'])
          .returning(['campaign_id', 'route_id', 'user_id', 'did_id', 'group_id', 'phone', 'idem_key', 'domain'])
          .execute();
        const keys = new Set(part.map((r) => r.key));
        for (const row of rows) {
          // A ref that is not the key's message is the carrier's mistake; it changed a row we must put back.
          if (!keys.has(row.idem_key)) throw new Error(`Report for ${row.idem_key} does not match its reference`);
          taken.push({
            campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
            routeId: row.route_id === null ? null : Number(row.route_id),
            userId: Number(row.user_id),
            didId: row.did_id === null ? null : Number(row.did_id),
            groupId: row.group_id === null ? null : Number(row.group_id),
            phone: row.phone,
            domain: row.domain,
            code,
            key: row.idem_key,
          });
        }
      }
    }
    await count(trx, taken, now);
    // Results of messages sent through the public API go to their owner's webhook (decision 42).
    await queueResultWebhooks(trx, taken.map((t) => t.key), now);
    const responders = taken.filter((t) => isResponderKey(t.key));
    if (responders.length > 0) {
      const outcome = (code: number) => (deliveryClass(deliveryResultOfCode(code)) === 'delivered' ? 'delivered' : 'failed');
      await recordResponderOutcomes(trx, responders.map((t) => ({ key: t.key, phone: t.phone, outcome: outcome(t.code) })), now);
    }
    return taken.length;
  }));
}

async function count(trx: Db, taken: readonly Taken[], now: Date): Promise<void> {
  const perCampaign = new Map<number, { userId: number; deltas: Partial<Record<RunCounter, number>> }>();
  const perDid = new Map<number, number>();
  const perGroup = new Map<string, number>();
  const optouts = new Map<string, number>();
  // Failed links per user and domain: a domain's delivery rate is (used - failed) / used (000 §9).
  const failedLinks = new Map<number, Map<string, number>>();
  // Failed results per campaign and code, for the error tracker (decision 35).
  const errors = new Map<string, { userId: number; campaignId: number; code: number; n: number }>();
  for (const t of taken) {
    const result = deliveryResultOfCode(t.code);
    const cls = deliveryClass(result);
    if (t.campaignId !== null) {
      const entry = perCampaign.get(t.campaignId) ?? { userId: t.userId, deltas: {} };
      const counter = RUN_COUNTER_OF[cls];
      entry.deltas[counter] = (entry.deltas[counter] ?? 0) + 1;
      if (isRejected(result)) entry.deltas.rejected = (entry.deltas.rejected ?? 0) + 1;
      perCampaign.set(t.campaignId, entry);
      if (cls !== 'delivered') {
        const key = `${t.campaignId}:${t.code}`;
        const error = errors.get(key) ?? { userId: t.userId, campaignId: t.campaignId, code: t.code, n: 0 };
        error.n += 1;
        errors.set(key, error);
      }
    }
    if (cls === 'delivered' && t.didId !== null) perDid.set(t.didId, (perDid.get(t.didId) ?? 0) + 1);
    const groupCounter = GROUP_COUNTER_OF[cls];
    if (groupCounter && t.groupId !== null) perGroup.set(`${t.groupId}:${groupCounter}`, (perGroup.get(`${t.groupId}:${groupCounter}`) ?? 0) + 1);
    if (cls === 'optout') optouts.set(`${t.userId}:${t.phone}`, t.userId);
    if (cls !== 'delivered' && t.domain !== null) {
      const own = failedLinks.get(t.userId) ?? new Map<string, number>();
      own.set(t.domain, (own.get(t.domain) ?? 0) + 1);
      failedLinks.set(t.userId, own);
    }
  }
  // Rows in the engine's one order (retry-transient.ts): campaign runs, DIDs' hours, groups, minutes.
  const campaigns = [...perCampaign.entries()].sort(([a], [b]) => a - b);
  for (const [campaignId, { deltas }] of campaigns) await addToRun(trx, campaignId, deltas);
  const hour = dateHour(now);
  for (const [didId, n] of [...perDid.entries()].sort(([a], [b]) => a - b)) {
    await trx
      .insertInto('did_hourly_stats')
      .values({ did_id: didId, hour, delivered: n })
      .onConflict((oc) => oc.columns(['did_id', 'hour']).doUpdateSet((eb) => ({ delivered: eb('did_hourly_stats.delivered', '+', n) })))
      .execute();
  }
  for (const [key, n] of [...perGroup.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [groupId, column] = key.split(':') as [string, 'delivered' | 'failed' | 'blocked' | 'optout'];
    await trx.updateTable('contact_groups').set((eb) => ({ [column]: eb(column, '+', n) })).where('id', '=', Number(groupId)).execute();
  }
  for (const [userId, perName] of [...failedLinks.entries()].sort(([a], [b]) => a - b)) await countDomains(trx, userId, perName, 'failed', now);
  // The minute's figures per campaign and route: failed counts every class but delivered and opt-out.
  const minutes = new MinuteDeltasByRoute();
  for (const t of taken) {
    if (t.campaignId === null) continue;
    const cls = deliveryClass(deliveryResultOfCode(t.code));
    minutes.add(t.campaignId, t.routeId, t.userId, cls === 'delivered' ? { delivered: 1 } : cls === 'optout' ? { optout: 1 } : { failed: 1 });
  }
  await minutes.write(trx, now);
  await addErrors(trx, [...errors.values()], now);
  for (const [key, userId] of optouts) {
    const phone = key.slice(key.indexOf(':') + 1);
    await trx
      .insertInto('opt_outs')
      .values({ user_id: userId, phone, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
      .execute();
  }
}
