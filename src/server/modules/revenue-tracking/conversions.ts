// What the tracking tab reads: the postback URL to paste into the tracker (built from the vendor's
// token syntax and the parameter Message ID is mapped to) and the user's latest conversions, from
// the postback or from "Update revenue" alike (both mark the message converted).
import { API_BASE } from '@domain/api';
import { postbackUrl } from '@domain/revenue-postback';
import type { Conversion, PostbackInfo } from '@domain/revenue-tracking';
import { trackingVendorSchema, vendorInfo, type TrackingVendor } from '@domain/revenue-vendors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { findAccount, mappingOf } from './accounts-repo';

/** For a vendor, its mapping; without one, the user's first enabled vendor's, else the generic URL. */
export async function postbackInfo(ctx: AppContext, userId: number, vendor: TrackingVendor | undefined): Promise<PostbackInfo> {
  let chosen = vendor ?? null;
  if (!chosen) {
    const active = await ctx.db.selectFrom('revenue_tracking_accounts').select('vendor').where('user_id', '=', userId).where('active', '=', 1).orderBy('id').executeTakeFirst();
    const known = trackingVendorSchema.safeParse(active?.vendor);
    chosen = known.success ? known.data : null;
  }
  const apiBase = `${ctx.config.publicUrl}${API_BASE}`;
  if (!chosen) return { vendor: null, postbackUrl: postbackUrl(apiBase, null, null), clickParameter: null };
  const mapping = mappingOf(await findAccount(ctx.db, userId, chosen));
  return { vendor: chosen, postbackUrl: postbackUrl(apiBase, vendorInfo(chosen), mapping), clickParameter: mapping.messageId === '' ? null : mapping.messageId };
}

export async function recentConversions(db: Db, userId: number, limit: number): Promise<Conversion[]> {
  const rows = await db
    .selectFrom('messages')
    .leftJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
    .select(['messages.idem_key', 'messages.campaign_id', 'campaigns.title', 'messages.phone', 'messages.revenue_cents', 'messages.converted_at'])
    .where('messages.user_id', '=', userId)
    .where('messages.converted_at', 'is not', null)
    .orderBy('messages.converted_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    messageId: r.idem_key,
    campaignId: r.campaign_id === null ? null : Number(r.campaign_id),
    campaignName: r.title,
    phone: r.phone,
    revenueCents: Number(r.revenue_cents),
    convertedAt: r.converted_at ?? '',
  }));
}
