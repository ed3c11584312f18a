// Campaigns as a list, and drafts: save any compose however incomplete (the rules run on send),
// change or delete a draft (a sent campaign is the engine's: 409 'Only drafts can be changed'),
// duplicate any campaign into a new draft. Every query is scoped to the acting user.
import { campaignMessages, type Campaign, type CampaignList, type campaignQuerySchema } from '@domain/campaigns';
import type { Compose } from '@domain/campaign-compose';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { CampaignRow } from '../../db/database';
import { HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { campaignView, ownCampaign, summaryView } from './campaigns-repo';

export const titleOf = (compose: Compose) => compose.campaignTitle.trim() || campaignMessages.untitled;

function assertDraft(row: CampaignRow) {
  if (row.status !== 'draft') throw new HttpError(409, campaignMessages.onlyDrafts);
}

export async function listCampaigns(ctx: AppContext, userId: number, q: z.output<typeof campaignQuerySchema>): Promise<CampaignList> {
  let base = ctx.db.selectFrom('campaigns').where('user_id', '=', userId);
  if (q.status) base = base.where('status', '=', q.status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.filter((r) => r.status !== 'draft').map((r) => Number(r.id));
  const runs = ids.length === 0 ? [] : await ctx.db.selectFrom('campaign_runs').selectAll().where('campaign_id', 'in', ids).execute();
  const runOf = new Map(runs.map((run) => [Number(run.campaign_id), run]));
  return { items: rows.map((r) => summaryView(r, runOf.get(Number(r.id)))), total: Number(count.n) };
}

export async function getCampaign(ctx: AppContext, userId: number, id: number): Promise<Campaign> {
  return campaignView(await ownCampaign(ctx, userId, id));
}

export async function createDraft(ctx: AppContext, userId: number, compose: Compose): Promise<Campaign> {
  const at = iso(ctx.now());
  const row = await ctx.db
    .insertInto('campaigns')
    .values({ user_id: userId, title: titleOf(compose), status: 'draft', compose: JSON.stringify(compose), audience: null, scheduled_at: null, created_at: at, updated_at: at, sent_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return campaignView(row);
}

export async function updateDraft(ctx: AppContext, userId: number, id: number, compose: Compose): Promise<Campaign> {
  assertDraft(await ownCampaign(ctx, userId, id));
  // The status is asked again in the update, so a send that converted the draft meanwhile wins.
  const updated = await ctx.db
    .updateTable('campaigns')
    .set({ title: titleOf(compose), compose: JSON.stringify(compose), updated_at: iso(ctx.now()) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, campaignMessages.onlyDrafts);
  return getCampaign(ctx, userId, id);
}

export async function deleteDraft(ctx: AppContext, userId: number, id: number): Promise<void> {
  assertDraft(await ownCampaign(ctx, userId, id));
  await ctx.db.deleteFrom('campaigns').where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'draft').execute();
}

/** A new draft with the campaign's compose, titled '<title> (copy)' (its compose title too, so a send keeps it). */
export async function duplicateCampaign(ctx: AppContext, userId: number, id: number): Promise<Campaign> {
  const source = await getCampaign(ctx, userId, id);
  const title = `${source.title}${campaignMessages.copySuffix}`;
  return createDraft(ctx, userId, { ...source.compose, campaignTitle: title });
}
