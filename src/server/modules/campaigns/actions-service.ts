// The sender's actions on a sent campaign (001 §7 "Campaign history and actions"): pause, continue,
// mark completed, refresh (recount from the messages) and resend to failed, non-replying or
// non-clicking contacts; its progress and its history. Each action is allowed only from the states
// campaign-states.ts lists (409 otherwise) and moves the status with a guarded UPDATE, so two
// clicks, or a click racing the engine, change it once.
import { campaignActionMessages, campaignActionRefusals, canTakeAction, campaignStateSchema, type CampaignAction, type CampaignState } from '@domain/sending/campaign-states';
import { resendMessages, type ActionAnswer, type CampaignEvent, type CampaignProgress, type ResendInput } from '@domain/sending/campaign-progress';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { getRun, moveCampaign, recordEvent } from '../../engine/campaign-run';
import { HttpError } from '../../http/errors';
import { ownCampaign } from './campaigns-repo';
import { progressOf } from './progress-view';

export const actionRefused = (action: CampaignAction) => new HttpError(409, campaignActionRefusals[action]);

export async function campaignProgress(ctx: AppContext, userId: number, campaignId: number): Promise<CampaignProgress> {
  const campaign = await ownCampaign(ctx, userId, campaignId);
  return progressOf(campaignStateSchema.parse(campaign.status), await getRun(ctx.db, campaignId), campaign.audience);
}

export async function campaignHistory(ctx: AppContext, userId: number, campaignId: number): Promise<CampaignEvent[]> {
  await ownCampaign(ctx, userId, campaignId);
  const rows = await ctx.db.selectFrom('campaign_events').selectAll().where('campaign_id', '=', campaignId).orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, detail: r.detail, createdAt: r.created_at }));
}

async function allowed(ctx: AppContext, userId: number, campaignId: number, action: CampaignAction): Promise<CampaignState> {
  const state = campaignStateSchema.parse((await ownCampaign(ctx, userId, campaignId)).status);
  if (!canTakeAction(state, action)) throw actionRefused(action);
  return state;
}

async function answer(ctx: AppContext, userId: number, campaignId: number, action: CampaignAction): Promise<ActionAnswer> {
  ctx.engine.forget(campaignId);
  return { message: campaignActionMessages[action], progress: await campaignProgress(ctx, userId, campaignId) };
}

async function move(ctx: AppContext, userId: number, campaignId: number, from: CampaignState, to: CampaignState, action: CampaignAction, detail: string) {
  const now = ctx.now();
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveCampaign(trx, campaignId, [from], to, now))) return false;
    const run = trx.updateTable('campaign_runs').where('campaign_id', '=', campaignId);
    if (to === 'completed') await run.set({ finished_at: now.toISOString(), next_at: null, pause_reason: null }).execute();
    else await run.set({ next_at: null, pause_reason: null }).execute();
    await recordEvent(trx, campaignId, userId, action, detail, now);
    return true;
  });
  // The engine changed the state between the read and the write: say what it is now.
  if (!moved) throw actionRefused(action);
}

export async function pauseCampaign(ctx: AppContext, userId: number, campaignId: number): Promise<ActionAnswer> {
  const state = await allowed(ctx, userId, campaignId, 'pause');
  await move(ctx, userId, campaignId, state, 'paused', 'pause', 'Paused by the sender');
  return answer(ctx, userId, campaignId, 'pause');
}

export async function continueCampaign(ctx: AppContext, userId: number, campaignId: number): Promise<ActionAnswer> {
  const state = await allowed(ctx, userId, campaignId, 'continue');
  // A campaign paused before it sent anything goes back to waiting; one that had started, to running.
  const run = await getRun(ctx.db, campaignId);
  const to: CampaignState = run?.started_at ? 'running' : 'queued';
  await move(ctx, userId, campaignId, state, to, 'continue', 'Resumed by the sender');
  return answer(ctx, userId, campaignId, 'continue');
}

export async function completeCampaign(ctx: AppContext, userId: number, campaignId: number): Promise<ActionAnswer> {
  const state = await allowed(ctx, userId, campaignId, 'complete');
  await move(ctx, userId, campaignId, state, 'completed', 'complete', 'Marked completed by the sender');
  return answer(ctx, userId, campaignId, 'complete');
}

/** Counters recounted from the messages themselves (what refresh means: the figures as the rows say). */
async function recount(db: Db, campaignId: number): Promise<void> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('state', 'in', ['queued', 'submitted', 'reported']).then(1).end()).as('sent'),
      eb.fn.count<number>(eb.case().when('state', '=', 'held').then(1).end()).as('held'),
      eb.fn.count<number>(eb.case().when('state', '=', 'queued').then(1).end()).as('queued'),
      eb.fn.count<number>(eb.case().when('result', '=', 0).then(1).end()).as('delivered'),
      eb.fn.count<number>('clicked_at').as('clicked'),
      eb.fn.count<number>('replied_at').as('replied'),
      eb.fn.count<number>('converted_at').as('convertor'),
      eb.fn.coalesce(eb.fn.sum<number>('revenue_cents'), eb.lit(0)).as('revenue'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('campaign_runs')
    .set({
      sent: Number(row.sent),
      held: Number(row.held),
      queued: Number(row.queued),
      delivered: Number(row.delivered),
      clicked: Number(row.clicked),
      replied: Number(row.replied),
      convertor: Number(row.convertor),
      revenue_cents: Number(row.revenue),
    })
    .where('campaign_id', '=', campaignId)
    .execute();
}

export async function refreshCampaign(ctx: AppContext, userId: number, campaignId: number): Promise<ActionAnswer> {
  await allowed(ctx, userId, campaignId, 'refresh');
  if (await getRun(ctx.db, campaignId)) await recount(ctx.db, campaignId);
  await recordEvent(ctx.db, campaignId, userId, 'refresh', 'Refreshed by the sender', ctx.now());
  return answer(ctx, userId, campaignId, 'refresh');
}

export async function resendCampaign(ctx: AppContext, userId: number, campaignId: number, input: Required<ResendInput>): Promise<ActionAnswer> {
  const state = await allowed(ctx, userId, campaignId, 'resend');
  const run = await getRun(ctx.db, campaignId);
  if (!run) throw new HttpError(409, resendMessages.nothingToResend);
  const conditions = (['failed', 'nonReply', 'nonClicked'] as const).filter((c) => input[c]);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const opened = await trx
      .updateTable('campaign_runs')
      .set((eb) => ({ round: eb('round', '+', 1), round_kind: conditions.join(','), cursor: 0, cursor_group: 0, audience_done: 0, next_at: null, pause_reason: null, finished_at: null }))
      .where('campaign_id', '=', campaignId)
      .where('round', '=', run.round)
      .executeTakeFirst();
    if (Number(opened.numUpdatedRows) === 0 || !(await moveCampaign(trx, campaignId, [state], 'running', now))) throw actionRefused('resend');
    await recordEvent(trx, campaignId, userId, 'resend', `Resend to ${conditions.map((c) => ({ failed: 'failed', nonReply: 'non-replying', nonClicked: 'non-clicking' })[c]).join(', ')} contacts`, now);
  });
  return answer(ctx, userId, campaignId, 'resend');
}
