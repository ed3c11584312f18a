// GET /stats/carriers: delivered and failed per recipient carrier for one campaign. The minute
// series has no carrier, so this is the statistics' one read of messages: only one campaign's (a
// range scan on messages(campaign_id, round, id)), joined to its contacts' carrier, grouped, and
// capped at MAX_CARRIER_ROWS carriers. Offered for a chosen campaign only, never across all.
import { campaignMessages } from '@domain/campaigns';
import { MAX_CARRIER_ROWS, type CarrierStatsAnswer } from '@domain/stats';
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import type { z } from 'zod';
import type { carrierStatsQuerySchema } from '@domain/stats';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isOwnCampaign } from './stats-repo';

const DELIVERED = codeOfDeliveryResult('DELIVERED');

export async function carrierStats(ctx: AppContext, userId: number, q: z.output<typeof carrierStatsQuerySchema>): Promise<CarrierStatsAnswer> {
  if (!(await isOwnCampaign(ctx, userId, q.cpId))) throw notFound(campaignMessages.missing);
  const rows = await ctx.db
    .selectFrom('messages')
    .leftJoin('contacts', 'contacts.id', 'messages.contact_id')
    .select((eb) => [
      'contacts.carrier as carrier',
      eb.fn.countAll<number | string>().as('sent'),
      eb.fn.sum<number | string>(eb.case().when('messages.result', '=', DELIVERED).then(1).else(0).end()).as('delivered'),
      eb.fn
        .sum<number | string>(eb.case().when(eb.and([eb('messages.result', 'is not', null), eb('messages.result', '<>', DELIVERED)])).then(1).else(0).end())
        .as('failed'),
    ])
    .where('messages.campaign_id', '=', q.cpId)
    .where('messages.user_id', '=', userId)
    .where('messages.queued_at', '>=', new Date(q.from).toISOString())
    .where('messages.queued_at', '<=', new Date(q.to).toISOString())
    .groupBy('contacts.carrier')
    .orderBy('sent', 'desc')
    .limit(MAX_CARRIER_ROWS)
    .execute();
  return { items: rows.map((r) => ({ carrier: r.carrier, sent: Number(r.sent), delivered: Number(r.delivered ?? 0), failed: Number(r.failed ?? 0) })) };
}
