// DID scrub (001 §7 scrubDid, scrubCountries; the group's scrubSetting): a DID_SCRUB background
// task holds the group while it checks every number, marking it BAD with the reason when the
// carrier says it is not working or flagged as spam, or when the group's campaign check is on and
// the number delivered under its delivered threshold (over enough messages to judge), and ACTIVE
// otherwise. With auto-scrub on, the group's own rules follow: bad numbers move to the bad-DID group
// and, with refill on, as many new numbers are bought near the bad ones' area codes. The marks are
// facts about the numbers, so a cancelled scrub keeps what it checked; it moves and buys only at
// the end. Free: the spec charges contact scrubs, not number checks.
import { DID_SCRUB_COUNTRIES, didGroupSettingSchema, didMessages, deliveryRate, type DidGroupSetting } from '@domain/dids';
import type { BackgroundTask } from '@domain/background-tasks';
import type { AppContext } from '../../context';
import type { Flag } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { TaskFailure, type TaskHandler, type TaskResult, type TaskRun } from '../../tasks/task-handler';
import { taskView } from '../../tasks/task-view';
import { ownDidGroup } from './groups-service';

/** Fewer messages than this say nothing about a number's delivery rate. */
export const MIN_SENT_TO_JUDGE = 20;
const BATCH = 200;

const belowThreshold = (rate: number, threshold: number) => `Delivery rate ${rate}% is under the group's delivered threshold of ${threshold}%`;

/** Queues a scrub of the group's numbers; 409 while another process holds the group. */
export async function startDidScrub(ctx: AppContext, userId: number, groupId: number): Promise<BackgroundTask> {
  const group = await ownDidGroup(ctx.db, userId, groupId);
  if (!(DID_SCRUB_COUNTRIES as readonly string[]).includes(group.country)) throw badRequest('groupId', didMessages.scrubCountry);
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue({ kind: 'DID_SCRUB', userId, groupId, title: `${group.name}: scrub DIDs`, payload: {} }, trx);
    const held = await trx.updateTable('did_groups').set({ busy_task_id: id }).where('id', '=', groupId).where('busy_task_id', 'is', null).executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw new HttpError(409, didMessages.groupBusy, { field: 'groupId' });
    return id;
  });
  return taskView(await ctx.db.selectFrom('background_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow());
}

/** Each number's all-time sent and delivered, for the delivered-threshold check. */
async function totals(ctx: AppContext, ids: number[]): Promise<Map<number, { sent: number; delivered: number }>> {
  const rows = await ctx.db
    .selectFrom('did_hourly_stats')
    .select(['did_id', (eb) => eb.fn.sum<number>('sent').as('sent'), (eb) => eb.fn.sum<number>('delivered').as('delivered')])
    .where('did_id', 'in', ids)
    .groupBy('did_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.did_id), { sent: Number(r.sent), delivered: Number(r.delivered) }]));
}

function judge(setting: DidGroupSetting, carrier: string | null, stats: { sent: number; delivered: number } | undefined): string | null {
  if (carrier) return carrier;
  if (setting.campaignCheck && setting.deliveredThreshold > 0 && stats && stats.sent >= MIN_SENT_TO_JUDGE) {
    const rate = deliveryRate(stats.sent, stats.delivered);
    if (rate < setting.deliveredThreshold) return belowThreshold(rate, setting.deliveredThreshold);
  }
  return null;
}

/** Buys `count` numbers into the group near the area codes of the numbers that went bad. */
async function refill(ctx: AppContext, run: TaskRun, groupId: number, country: string, voice: Flag, areaCodes: string[]): Promise<number> {
  const taken = async (phone: string) => (await ctx.db.selectFrom('dids').select('id').where('phone', '=', phone).executeTakeFirst()) !== undefined;
  let bought = 0;
  for (const areaCode of areaCodes) {
    const reservation = await ctx.numbers.reserve({ country, areaCode, areaCodeSelectionMode: 'nearby', phoneCategory: 'local' }, 1, taken);
    if (reservation.numbers.length === 0) continue;
    const res = await ctx.db
      .insertInto('dids')
      .values(reservation.numbers.map((phone) => ({ group_id: groupId, phone, country, voice_enabled: voice, purchase_task_id: run.id, created_at: iso(ctx.now()) })))
      .onConflict((oc) => oc.column('phone').doNothing())
      .executeTakeFirst();
    bought += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return bought;
}

export const didScrubTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const group = await ctx.db.selectFrom('did_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
    if (!group) throw new TaskFailure(didMessages.groupMissing);
    const setting = didGroupSettingSchema.parse(JSON.parse(group.setting));
    const total = Math.max(1, Number((await ctx.db.selectFrom('dids').select((eb) => eb.fn.countAll<number>().as('n')).where('group_id', '=', groupId).executeTakeFirstOrThrow()).n));
    let checked = 0;
    let bad = 0;
    let lastId = 0;
    for (;;) {
      const batch = await ctx.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', groupId).where('id', '>', lastId).orderBy('id').limit(BATCH).execute();
      if (batch.length === 0) break;
      lastId = Number(batch[batch.length - 1]!.id);
      const ids = batch.map((d) => Number(d.id));
      const [carrier, stats] = await Promise.all([ctx.numbers.check(batch.map((d) => d.phone)), totals(ctx, ids)]);
      const at = iso(ctx.now());
      await ctx.db.transaction().execute(async (trx) => {
        for (const did of batch) {
          const reason = judge(setting, carrier.get(did.phone) ?? null, stats.get(Number(did.id)));
          if (reason) bad++;
          await trx.updateTable('dids').set({ status: reason ? 'BAD' : 'ACTIVE', bad_reason: reason, checked_at: at }).where('id', '=', did.id).execute();
        }
      });
      checked += batch.length;
      await run.progress(Math.min(95, (checked / total) * 95));
    }
    const result: TaskResult = { checked, bad, moved: 0, refilled: 0 };
    const rules = setting.scrubSetting;
    if (rules.autoScrub && bad > 0 && (rules.autoMoveBadDid || rules.autoRefillBadDid)) {
      const badRows = await ctx.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', groupId).where('status', '=', 'BAD').orderBy('id').execute();
      const target = rules.autoMoveBadDid && rules.badDidGroupId !== null ? await ctx.db.selectFrom('did_groups').select('id').where('id', '=', rules.badDidGroupId).where('user_id', '=', run.userId).executeTakeFirst() : undefined;
      if (target) {
        const res = await ctx.db.updateTable('dids').set({ group_id: target.id }).where('group_id', '=', groupId).where('status', '=', 'BAD').executeTakeFirst();
        result.moved = Number(res.numUpdatedRows);
      }
      if (rules.autoRefillBadDid) {
        result.refilled = await refill(ctx, run, groupId, group.country, group.voice_enabled === 1 ? 1 : 0, badRows.map((d) => d.phone.slice(2, 5)));
      }
    }
    await ctx.db.updateTable('did_groups').set({ scrubbed_at: iso(ctx.now()) }).where('id', '=', groupId).execute();
    return result;
  },
  async finish(run, ctx) {
    if (run.groupId !== null) {
      await ctx.db.updateTable('did_groups').set({ busy_task_id: null }).where('id', '=', run.groupId).where('busy_task_id', '=', run.id).execute();
    }
  },
};
