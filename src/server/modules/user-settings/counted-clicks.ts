// The click filter applied where campaign clicks are counted (engine/engagement.ts recordClicks): of
// the redirected clicks, those scoring above the owner's maximum risk score, and bots' clicks when
// the owner does not count bots, stay recorded with their short link but are not campaign clicks.
// (Clicks from a blocked address never reach here: the redirect refuses them, outcome blocked_ip.)
import type { Db, NewLinkClick } from '../../db/database';

export async function countedClicks<T extends Pick<NewLinkClick, 'user_id' | 'risk_score_x100' | 'risk_factors'>>(db: Db, rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const filters = await db
    .selectFrom('user_settings')
    .select(['user_id', 'click_max_risk_x100', 'click_count_bots'])
    .where('user_id', 'in', userIds)
    .execute();
  if (filters.length === 0) return [...rows];
  const byUser = new Map(filters.map((f) => [Number(f.user_id), { maxX100: Number(f.click_max_risk_x100), bots: f.click_count_bots === 1 }]));
  return rows.filter((r) => {
    const filter = byUser.get(Number(r.user_id));
    if (!filter) return true;
    if (r.risk_score_x100 > filter.maxX100) return false;
    return filter.bots || !(r.risk_factors ?? '').split(',').includes('bot');
  });
}
