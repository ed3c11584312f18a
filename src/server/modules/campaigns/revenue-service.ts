// Pull revenue (001 §7 pullRevenue): a sender who suspects a campaign's revenue is off (a postback
// that raced a crash, an affiliate network that corrected its payouts) asks for the truth. The
// answer goes out at once; then the campaign's revenue and conversions are recounted from its
// messages and written back to its run and its minutes, in one transaction.
//
// Why a promise the app keeps rather than ctx.tasks (decision 12): a task is a process the sender
// watches on /process, with progress, cancel and an undo after a crash, and TaskKind is the spec's
// list of those. A recount is one short transaction with nothing to take back: if the process dies
// before it commits, the figures are as they were and another pull does it. Tests, and the app's
// close, wait for the recounts still running (revenuePullsSettled).
import { campaignActionMessages, campaignStateSchema, canTakeAction } from '@domain/sending/campaign-states';
import type { PullRevenueAnswer } from '@domain/sending/campaign-progress';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { getRun, recordEvent } from '../../engine/campaign-run';
import { retryTransient } from '../../engine/retry-transient';
import { UNKNOWN_ROUTE } from '../../engine/minute-stats';
import { actionRefused } from './actions-service';
import { ownCampaign } from './campaigns-repo';
import { minuteCorrections, revenueByMinute, revenueRecountedDetail } from './revenue-minutes';

/** Rows per INSERT of corrected minutes: well under either database's limit of bound parameters. */
const MINUTES_PER_INSERT = 500;

export interface RevenueRecount {
  revenueCents: number;
  convertor: number;
  /** Minute rows written (inserted, corrected or zeroed). */
  minutesWritten: number;
}

/** The recounts each app has running (keyed by its context, so two apps in one process, as in tests, keep their own). */
const running = new WeakMap<AppContext, Set<Promise<void>>>();

function inBackground(ctx: AppContext, work: () => Promise<void>): void {
  const set = running.get(ctx) ?? new Set<Promise<void>>();
  running.set(ctx, set);
  // setImmediate: the request's answer is written before the recount takes the database.
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve)).then(work).finally(() => set.delete(done));
  set.add(done);
}

/** Resolves once every recount this app started has ended (including ones started meanwhile). */
export async function revenuePullsSettled(ctx: AppContext): Promise<void> {
  const set = running.get(ctx);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

/**
 * Checks the campaign is the user's (404) and allows it (409: a draft, or a campaign the engine has
 * not opened a run for, has no revenue to recount), starts the recount and answers the spec's toast.
 * A recount that fails goes to `onFailure` (the server's log): the sender has had the answer already.
 */
export async function pullRevenue(ctx: AppContext, userId: number, campaignId: number, onFailure: (error: unknown) => void): Promise<PullRevenueAnswer> {
  const campaign = await ownCampaign(ctx, userId, campaignId);
  if (!canTakeAction(campaignStateSchema.parse(campaign.status), 'pullRevenue')) throw actionRefused('pullRevenue');
  if (!(await getRun(ctx.db, campaignId))) throw actionRefused('pullRevenue');
  inBackground(ctx, async () => {
    try {
      await recountRevenue(ctx.db, campaignId, userId, ctx.now());
    } catch (error) {
      onFailure(error);
    }
  });
  return { message: campaignActionMessages.pullRevenue };
}

/**
 * The recount itself; null when the campaign has no run. It takes the run's row first: the postback
 * (engagement.ts) marks the message, then adds to the run, then to the minute, so a conversion that
 * arrives meanwhile waits on the run's row and adds on top of the truth once this commits, and one
 * that committed before is among the messages read here. Plain Kysely, no dialect's own SQL.
 */
export async function recountRevenue(db: Db, campaignId: number, userId: number, at: Date): Promise<RevenueRecount | null> {
  return retryTransient(() =>
    db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('campaign_runs')
        .set((eb) => ({ convertor: eb.ref('convertor') }))
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return null;

      const totals = await trx
        .selectFrom('messages')
        .select((eb) => [eb.fn.count<number>('converted_at').as('convertor'), eb.fn.coalesce(eb.fn.sum<number>('revenue_cents'), eb.lit(0)).as('revenue')])
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow();
      const revenueCents = Number(totals.revenue);
      const convertor = Number(totals.convertor);
      await trx.updateTable('campaign_runs').set({ revenue_cents: revenueCents, convertor }).where('campaign_id', '=', campaignId).execute();

      const conversions = await trx
        .selectFrom('messages')
        .select(['converted_at', 'revenue_cents', 'route_id'])
        .where('campaign_id', '=', campaignId)
        .where('converted_at', 'is not', null)
        .execute();
      const truth = revenueByMinute(conversions.flatMap((c) => (c.converted_at === null ? [] : [{ convertedAt: c.converted_at, revenueCents: Number(c.revenue_cents) }])));
      const rows = await trx
        .selectFrom('campaign_minute_stats')
        .select(['minute', 'convertor', 'revenue_cents'])
        .where('campaign_id', '=', campaignId)
        .where((eb) => eb.or([eb('convertor', '!=', 0), eb('revenue_cents', '!=', 0)]))
        .execute();
      const corrections = minuteCorrections(
        rows.map((r) => ({ minute: r.minute, convertor: Number(r.convertor), revenueCents: Number(r.revenue_cents) })),
        truth,
      );
      for (let i = 0; i < corrections.length; i += MINUTES_PER_INSERT) {
        await trx
          .insertInto('campaign_minute_stats')
          .values(
            corrections.slice(i, i + MINUTES_PER_INSERT).map((m) => ({ campaign_id: campaignId, user_id: userId, minute: m.minute, convertor: m.convertor, revenue_cents: m.revenueCents })),
          )
          .onConflict((oc) =>
            oc.columns(['campaign_id', 'minute']).doUpdateSet((eb) => ({ convertor: eb.ref('excluded.convertor'), revenue_cents: eb.ref('excluded.revenue_cents') })),
          )
          .execute();
      }
      const routeMinutes = await recountRouteMinutes(trx, campaignId, userId, conversions);
      await recordEvent(trx, campaignId, userId, 'revenue', revenueRecountedDetail(revenueCents, convertor), at);
      return { revenueCents, convertor, minutesWritten: corrections.length + routeMinutes };
    }),
  );
}

/** The same recount on the campaign's minutes split by route (route_minute_stats), route by route; answers the rows written. */
async function recountRouteMinutes(
  trx: Db,
  campaignId: number,
  userId: number,
  conversions: readonly { converted_at: string | null; revenue_cents: number; route_id: number | null }[],
): Promise<number> {
  const rows = await trx
    .selectFrom('route_minute_stats')
    .select(['route_id', 'minute', 'convertor', 'revenue_cents'])
    .where('campaign_id', '=', campaignId)
    .where((eb) => eb.or([eb('convertor', '!=', 0), eb('revenue_cents', '!=', 0)]))
    .execute();
  const routeOf = (id: number | null) => (id === null ? UNKNOWN_ROUTE : Number(id));
  const routes = [...new Set([...rows.map((r) => routeOf(r.route_id)), ...conversions.map((c) => routeOf(c.route_id))])].sort((a, b) => a - b);
  let written = 0;
  for (const routeId of routes) {
    const truth = revenueByMinute(
      conversions.flatMap((c) => (c.converted_at === null || routeOf(c.route_id) !== routeId ? [] : [{ convertedAt: c.converted_at, revenueCents: Number(c.revenue_cents) }])),
    );
    const held = rows.filter((r) => routeOf(r.route_id) === routeId).map((r) => ({ minute: r.minute, convertor: Number(r.convertor), revenueCents: Number(r.revenue_cents) }));
    const corrections = minuteCorrections(held, truth);
    for (let i = 0; i < corrections.length; i += MINUTES_PER_INSERT) {
      await trx
        .insertInto('route_minute_stats')
        .values(corrections.slice(i, i + MINUTES_PER_INSERT).map((m) => ({ campaign_id: campaignId, route_id: routeId, user_id: userId, minute: m.minute, convertor: m.convertor, revenue_cents: m.revenueCents })))
        .onConflict((oc) => oc.columns(['campaign_id', 'route_id', 'minute']).doUpdateSet((eb) => ({ convertor: eb.ref('excluded.convertor'), revenue_cents: eb.ref('excluded.revenue_cents') })))
        .execute();
    }
    written += corrections.length;
  }
  return written;
}
