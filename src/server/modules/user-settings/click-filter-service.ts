// The Click request tab's calls (001 §7 "updateClickFilter", "IP stats"): the maximum risk score and
// the bots switch in user_settings, the blocked addresses in blocked_ips (the same list the short
// links' IP stats block from; ranges allowed here), saved together in one transaction. The redirect
// refuses blocked addresses; counted-clicks.ts applies the rest where campaign clicks are counted.
import type { z } from 'zod';
import type { ClickFilter, ClickIpStat, clickIpStatsQuerySchema } from '@domain/click-filter';
import type { AppContext } from '../../context';
import { IpBlocklist } from '../short-links/ip-blocklist';
import { getUserSettings, updateUserSettings } from './repo';

export async function readClickFilter(ctx: AppContext, userId: number): Promise<ClickFilter> {
  const [s, blocked] = await Promise.all([
    getUserSettings(ctx.db, userId),
    ctx.db.selectFrom('blocked_ips').select('ip').where('user_id', '=', userId).orderBy('created_at').orderBy('ip').execute(),
  ]);
  return { maxRiskScore: s.clickMaxRiskScore, countBots: s.clickCountBots, blockedIps: blocked.map((b) => b.ip) };
}

export async function saveClickFilter(ctx: AppContext, userId: number, filter: ClickFilter): Promise<ClickFilter> {
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserSettings(trx, userId, { clickMaxRiskScore: filter.maxRiskScore, clickCountBots: filter.countBots }, at);
    const kept = await trx.selectFrom('blocked_ips').select('ip').where('user_id', '=', userId).execute();
    const wanted = new Set(filter.blockedIps);
    const gone = kept.map((k) => k.ip).filter((ip) => !wanted.has(ip));
    if (gone.length > 0) await trx.deleteFrom('blocked_ips').where('user_id', '=', userId).where('ip', 'in', gone).execute();
    const have = new Set(kept.map((k) => k.ip));
    const added = filter.blockedIps.filter((ip) => !have.has(ip));
    if (added.length > 0) await trx.insertInto('blocked_ips').values(added.map((ip) => ({ user_id: userId, ip, created_at: at.toISOString() }))).execute();
  });
  ctx.shortLinks.blocked.invalidate(userId);
  return readClickFilter(ctx, userId);
}

/** The addresses that clicked the user's links in the range, most clicks first, with their highest risk score. */
export async function clickIpStats(ctx: AppContext, userId: number, query: z.output<typeof clickIpStatsQuerySchema>): Promise<ClickIpStat[]> {
  await ctx.shortLinks.writer.flush();
  const from = new Date(query.from).toISOString();
  const to = new Date(query.to).toISOString();
  const [rows, blocked] = await Promise.all([
    ctx.db
      .selectFrom('link_clicks')
      .select((eb) => ['ip', eb.fn.countAll<number>().as('clicks'), eb.fn.max('clicked_at').as('last_click_at'), eb.fn.max('risk_score_x100').as('max_risk')])
      .where('user_id', '=', userId)
      .where('clicked_at', '>=', from)
      .where('clicked_at', '<=', to)
      .groupBy('ip')
      .orderBy('clicks', 'desc')
      .orderBy('ip')
      .limit(query.limit)
      .execute(),
    ctx.db.selectFrom('blocked_ips').select('ip').where('user_id', '=', userId).execute(),
  ]);
  const list = new IpBlocklist(blocked.map((b) => b.ip));
  return rows.map((r) => ({
    ip: r.ip,
    clicks: Number(r.clicks),
    maxRiskScore: Number(r.max_risk) / 100,
    lastClickAt: String(r.last_click_at),
    blocked: list.has(r.ip),
  }));
}
