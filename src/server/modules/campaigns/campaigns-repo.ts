// The campaigns table for one user: a row read back as the API's Campaign, and the one lookup every
// call starts with (another user's campaign answers 404 like a missing one).
import { campaignMessages, campaignStatusSchema, type Campaign, type CampaignSummary } from '@domain/campaigns';
import { composeSchema } from '@domain/campaign-compose';
import type { AppContext } from '../../context';
import type { CampaignRow } from '../../db/database';
import { notFound } from '../../http/errors';
import type { RunRow } from '../../engine/campaign-run';
import { progressOf } from './progress-view';

export const summaryView = (r: CampaignRow, run?: RunRow): CampaignSummary => ({
  id: Number(r.id),
  title: r.title,
  status: campaignStatusSchema.parse(r.status),
  audience: r.audience === null ? null : Number(r.audience),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  scheduledAt: r.scheduled_at,
  progress: r.status === 'draft' ? null : progressOf(campaignStatusSchema.parse(r.status), run, r.audience === null ? null : Number(r.audience)),
});

/** The stored compose through the shape again, so a field added since the save gets its default. */
export const campaignView = (r: CampaignRow): Campaign => ({ ...summaryView(r), compose: composeSchema.parse(JSON.parse(r.compose)) });

export async function ownCampaign(ctx: AppContext, userId: number, id: number): Promise<CampaignRow> {
  const row = await ctx.db.selectFrom('campaigns').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(campaignMessages.missing);
  return row;
}
