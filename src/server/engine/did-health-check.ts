// The DID groups' campaign checks while a campaign runs (000 §3 DID group setting; issue 10): a
// number whose delivered or clicked rate falls under the group's thresholds (campaignCheck) is
// benched (BAD, with the reason the DID table shows), and one under the release thresholds
// (autoRelease) is released to the vendor, both judged on the number's own totals once it has sent
// DID_MIN_SAMPLE messages (src/domain/sending/did-rotation.ts). Run at most once a minute per
// campaign; each change is in the campaign's history.
import { didGroupSettingSchema } from '@domain/dids';
import { didHealthReason, didHealthVerdict } from '@domain/sending/did-rotation';
import type { AppContext } from '../context';
import { inIdRange } from '../modules/campaigns/audience';
import { releaseDids } from '../modules/dids/dids-service';
import type { CampaignPlan } from './campaign-plan';
import { recordEvent } from './campaign-run';

export async function checkDidHealth(ctx: AppContext, plan: CampaignPlan, now: Date): Promise<number> {
  const groupIds = inIdRange(plan.compose.routesTwoWays.flatMap((r) => r.didGroupIds));
  if (plan.sendMethod !== 2 || groupIds.length === 0) return 0;
  const groups = await ctx.db.selectFrom('did_groups').select(['id', 'setting']).where('user_id', '=', plan.userId).where('id', 'in', groupIds).execute();
  let changed = 0;
  for (const group of groups) {
    const setting = didGroupSettingSchema.safeParse(JSON.parse(group.setting));
    if (!setting.success || (!setting.data.campaignCheck && !setting.data.autoRelease)) continue;
    const totals = await ctx.db
      .selectFrom('dids as d')
      .leftJoin('did_hourly_stats as h', 'h.did_id', 'd.id')
      .select((eb) => [
        'd.id',
        'd.phone',
        eb.fn.coalesce(eb.fn.sum<number>('h.sent'), eb.lit(0)).as('sent'),
        eb.fn.coalesce(eb.fn.sum<number>('h.delivered'), eb.lit(0)).as('delivered'),
        eb.fn.coalesce(eb.fn.sum<number>('h.clicked'), eb.lit(0)).as('clicked'),
      ])
      .where('d.group_id', '=', Number(group.id))
      .where('d.status', '=', 'ACTIVE')
      .groupBy(['d.id', 'd.phone'])
      .execute();
    const release: number[] = [];
    for (const t of totals) {
      const figures = { sent: Number(t.sent), delivered: Number(t.delivered), clicked: Number(t.clicked) };
      const verdict = didHealthVerdict(figures, setting.data);
      if (verdict === 'ok') continue;
      const reason = didHealthReason(figures, setting.data) ?? 'Under the group thresholds';
      if (verdict === 'release') release.push(Number(t.id));
      else await ctx.db.updateTable('dids').set({ status: 'BAD', bad_reason: reason, checked_at: now.toISOString() }).where('id', '=', Number(t.id)).where('status', '=', 'ACTIVE').execute();
      await recordEvent(ctx.db, plan.campaignId, plan.userId, 'did', `${t.phone} ${verdict === 'release' ? 'released' : 'benched'}: ${reason}`, now);
      changed += 1;
    }
    if (release.length > 0) await releaseDids(ctx, plan.userId, Number(group.id), release);
  }
  return changed;
}
