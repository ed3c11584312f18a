// Auto-optimization in a running campaign (000 §3, §4; issue 10): once a lap's test size has been
// sent AND reported (judging before the carrier's results are in would pause on missing data),
// each creative's and offer's results so far are judged by the lap's thresholds
// (src/domain/sending/auto-optimization.ts) and the losers are paused for pausedMin minutes, lap 2's
// creative size cutting the rest for good. The pauses are rows the dispatcher reads on every
// batch; the run's lap records that a lap was judged, so a restart never judges one twice.
import { judgeLap, lapDue, type ElementStats, type OptimizedElement } from '@domain/sending/auto-optimization';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CampaignPlan } from './campaign-plan';
import { recordEvent, type RunRow } from './campaign-run';

/** Paused for the rest of the campaign (lap 2's creative size): a time no campaign reaches. */
export const FOR_GOOD = '9999-12-31T23:59:59.999Z';

const reportedOf = (run: RunRow) => Number(run.delivered) + Number(run.failed) + Number(run.blocked) + Number(run.optout) + Number(run.attempt_failed);

export async function statsBy(db: Db, campaignId: number, element: OptimizedElement): Promise<ElementStats[]> {
  const column = element === 'creative' ? 'creative_id' : 'offer_id';
  const rows = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.ref(column).as('id'),
      eb.fn.countAll<number>().as('sent'),
      eb.fn.count<number>(eb.case().when('result', '=', 0).then(1).end()).as('delivered'),
      eb.fn.count<number>('clicked_at').as('clicked'),
      eb.fn.count<number>('replied_at').as('replied'),
      eb.fn.count<number>(eb.case().when('result', 'in', [3, 12]).then(1).end()).as('blocked'),
      eb.fn.count<number>(eb.case().when('result', '=', 4).then(1).end()).as('optout'),
      eb.fn.count<number>('converted_at').as('convertor'),
      eb.fn.coalesce(eb.fn.sum<number>('revenue_cents'), sql<number>`0`).as('revenue'),
      eb.fn.coalesce(eb.fn.sum<number>('cost_millicents'), sql<number>`0`).as('cost'),
      eb.fn.coalesce(eb.fn.sum<number>('call_seconds'), sql<number>`0`).as('call_seconds'),
      eb.fn.count<number>(eb.case().when('call_outcome', 'in', ['answered', 'machine']).then(1).end()).as('delivered_calls'),
      eb.fn.count<number>('called_back_at').as('calls'),
    ])
    .where('campaign_id', '=', campaignId)
    .where(column, 'is not', null)
    .where(sql<boolean>`state <> 'held'`)
    .groupBy(column)
    .execute();
  return rows.map((r) => ({
    element,
    id: Number(r.id),
    sent: Number(r.sent),
    delivered: Number(r.delivered),
    clicked: Number(r.clicked),
    replied: Number(r.replied),
    blocked: Number(r.blocked),
    optout: Number(r.optout),
    convertor: Number(r.convertor),
    revenueCents: Number(r.revenue),
    costMillicents: Number(r.cost),
    // The calls' figures as the carrier reported them (text campaigns have none, and do not read them).
    callMinutes: Number(r.call_seconds) / 60,
    deliveredCalls: Number(r.delivered_calls),
    calls: Number(r.calls),
  }));
}

/**
 * How many more messages may go before the next lap is judged: a lap's test is its test size, and
 * the rest waits for its verdict (Infinity once there is no lap left to judge).
 */
export function roomBeforeLap(plan: CampaignPlan, run: RunRow): number {
  const c = plan.compose;
  if (!c.autoOp) return Number.POSITIVE_INFINITY;
  const lap = Number(run.lap);
  const first = c.lap1.testSize ?? 0;
  const bar = lap === 0 ? first : lap === 1 && c.autoOpLap2 ? first + (c.lap2.testSize ?? 0) : null;
  return bar === null || bar <= 0 ? Number.POSITIVE_INFINITY : Math.max(0, bar - Number(run.sent));
}

/** Judges the next lap when it is due; answers whether it did (the dispatcher then reads the pauses again). */
export async function judgeDueLap(db: Db, plan: CampaignPlan, run: RunRow, now: Date): Promise<boolean> {
  const lap = (Number(run.lap) + 1) as 1 | 2;
  if (lap > 2 || !lapDue(lap, reportedOf(run), plan.compose)) return false;
  const [creatives, offers, paused] = await Promise.all([
    statsBy(db, plan.campaignId, 'creative'),
    statsBy(db, plan.campaignId, 'offer'),
    // Only what auto-optimization judges: the table also holds the sender's switched-off routes and groups.
    db.selectFrom('campaign_paused_elements').select(['element', 'element_id']).where('campaign_id', '=', plan.campaignId).where('element', 'in', ['creative', 'offer']).where('paused_until', '>', now.toISOString()).execute(),
  ]);
  const judgement = judgeLap({
    lap,
    settings: plan.compose,
    stats: [...creatives, ...offers],
    pausedNow: paused.map((p) => ({ element: p.element === 'offer' ? 'offer' : 'creative', id: Number(p.element_id) })),
    now: now.getTime(),
  });
  await db.transaction().execute(async (trx) => {
    // Judged once: only the process that moves the lap on writes its pauses.
    const moved = await trx.updateTable('campaign_runs').set({ lap }).where('campaign_id', '=', plan.campaignId).where('lap', '=', lap - 1).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    for (const p of judgement.pauses) {
      const until = p.pausedUntil === null ? FOR_GOOD : new Date(p.pausedUntil).toISOString();
      await trx
        .insertInto('campaign_paused_elements')
        .values({ campaign_id: plan.campaignId, element: p.element, element_id: p.id, lap, reason: p.reason, paused_until: until })
        .onConflict((oc) => oc.columns(['campaign_id', 'element', 'element_id']).doUpdateSet({ lap, reason: p.reason, paused_until: until }))
        .execute();
      await recordEvent(trx, plan.campaignId, plan.userId, 'optimization', `Lap ${lap}: ${p.element} #${p.id} paused: ${p.reason}`, now);
    }
    if (judgement.pauses.length === 0) await recordEvent(trx, plan.campaignId, plan.userId, 'optimization', `Lap ${lap}: every creative and offer passed`, now);
  });
  return true;
}
