// IP stats (001 §7 "traffic/ip_stats", limit 50, click range 0 to 100): the addresses that clicked
// the user's links, by click count within the range, most clicks first; and the user's blocked
// addresses (user/addBlockedIp), whose clicks every link of the user refuses from then on.
import type { z } from 'zod';
import { shortLinkMessages, type BlockedIp, type IpStat, type ipStatsQuerySchema } from '@domain/short-links';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { IpBlocklist } from './ip-blocklist';

export async function ipStats(ctx: AppContext, userId: number, query: z.output<typeof ipStatsQuerySchema>): Promise<IpStat[]> {
  await ctx.shortLinks.writer.flush();
  const [rows, blocked] = await Promise.all([
    ctx.db
      .selectFrom('link_clicks')
      .select((eb) => [
        'ip',
        eb.fn.countAll<number>().as('clicks'),
        eb.fn.max('clicked_at').as('last_click_at'),
        eb.fn.max('risk_score_x100').as('max_risk'),
      ])
      .where('user_id', '=', userId)
      .groupBy('ip')
      .having((eb) => eb.fn.countAll(), '>=', query.clickFrom)
      .having((eb) => eb.fn.countAll(), '<=', query.clickTo)
      .orderBy('clicks', 'desc')
      .orderBy('ip')
      .limit(query.limit)
      .execute(),
    ctx.db.selectFrom('blocked_ips').select('ip').where('user_id', '=', userId).execute(),
  ]);
  const blockedSet = new IpBlocklist(blocked.map((b) => b.ip));
  return rows.map((r) => ({
    ip: r.ip,
    clicks: Number(r.clicks),
    lastClickAt: String(r.last_click_at),
    maxRiskScore: Number(r.max_risk) / 100,
    blocked: blockedSet.has(r.ip),
  }));
}

export async function listBlockedIps(ctx: AppContext, userId: number): Promise<BlockedIp[]> {
  const rows = await ctx.db.selectFrom('blocked_ips').select(['ip', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map((r) => ({ ip: r.ip, createdAt: r.created_at }));
}

export async function blockIp(ctx: AppContext, userId: number, ip: string): Promise<BlockedIp> {
  const createdAt = iso(ctx.now());
  await ctx.db
    .insertInto('blocked_ips')
    .values({ user_id: userId, ip, created_at: createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'ip']).doNothing())
    .execute();
  ctx.shortLinks.blocked.invalidate(userId);
  const row = await ctx.db.selectFrom('blocked_ips').select(['ip', 'created_at']).where('user_id', '=', userId).where('ip', '=', ip).executeTakeFirstOrThrow();
  return { ip: row.ip, createdAt: row.created_at };
}

export async function unblockIp(ctx: AppContext, userId: number, ip: string): Promise<void> {
  const result = await ctx.db.deleteFrom('blocked_ips').where('user_id', '=', userId).where('ip', '=', ip).executeTakeFirst();
  ctx.shortLinks.blocked.invalidate(userId);
  if (Number(result.numDeletedRows) === 0) throw notFound(shortLinkMessages.ipNotBlocked);
}
