// GET /campaigns/{id}/stats of the public API: one campaign's totals over its whole life, read from
// the stats series like the Stats page (modules/stats/stats-repo.ts). Another user's id is a 404.
import { costCents } from '@domain/pricing';
import type { campaignStatsAnswerSchema } from '@domain/public-api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { totalOf } from '../stats/stats-repo';

export async function apiCampaignStats(ctx: AppContext, userId: number, campaignId: number): Promise<z.infer<typeof campaignStatsAnswerSchema>> {
  const campaign = await ctx.db.selectFrom('campaigns').select(['id', 'title', 'status']).where('id', '=', campaignId).where('user_id', '=', userId).executeTakeFirst();
  if (!campaign) throw notFound('Campaign not found');
  // Every hour the series holds: its keys are YYMMDDHH digits (engine/stat-keys.ts).
  const t = await totalOf(ctx, { userId, granularity: 'HOUR', first: '00000000', last: '99999999', ownCampaignIds: [campaignId] });
  return {
    id: Number(campaign.id),
    title: campaign.title,
    status: campaign.status,
    totals: { sent: t.sent, delivered: t.delivered, failed: t.failed, clicked: t.clicked, replied: t.replied, optout: t.optout, convertor: t.convertor, costCents: costCents(t.costMillicents, 1), revenueCents: t.revenueCents },
  };
}
