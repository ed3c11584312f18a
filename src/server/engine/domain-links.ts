// Which domain of the campaign's domain group each short link goes on (issue 10): the group's
// rotation (domainRotation, domainUsageThreshold) and its campaign check (a domain under the
// delivered threshold is skipped once it has enough links), as src/domain/sending/domain-rotation.ts
// decides them, on each domain's used and failed counts (domain_hourly_stats, written by the engine:
// used when a message with a link on it goes, failed when its result is a failure).
import { domainGroupSettingSchema, type DomainGroupSetting } from '@domain/domains';
import { placeDomainLinks } from '@domain/sending/domain-rotation';
import type { Db } from '../db/database';
import { dateHour } from './stat-keys';

const parseSetting = (text: string): DomainGroupSetting => {
  try {
    return domainGroupSettingSchema.parse(JSON.parse(text));
  } catch {
    return domainGroupSettingSchema.parse({});
  }
};

/** The domain of each of `count` links (null: the app's own host, when the group has no usable domain or there is no group). */
export async function placeLinkDomains(db: Db, userId: number, groupId: number | null, count: number): Promise<(string | null)[]> {
  if (groupId === null || count === 0) return Array.from({ length: count }, () => null);
  const group = await db.selectFrom('domain_groups').select('setting').where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (!group) return Array.from({ length: count }, () => null);
  const domains = await db
    .selectFrom('domains as d')
    .leftJoin('domain_hourly_stats as h', 'h.domain_id', 'd.id')
    .select((eb) => ['d.id', 'd.name', 'd.active', eb.fn.coalesce(eb.fn.sum<number>('h.used'), eb.lit(0)).as('used'), eb.fn.coalesce(eb.fn.sum<number>('h.failed'), eb.lit(0)).as('failed')])
    .where('d.user_id', '=', userId)
    .where('d.group_id', '=', groupId)
    .groupBy(['d.id', 'd.name', 'd.active'])
    .orderBy('d.id')
    .execute();
  return placeDomainLinks(
    domains.map((d) => ({ name: d.name, usedCount: Number(d.used), failedCount: Number(d.failed), active: Number(d.active) === 1 })),
    parseSetting(group.setting),
    count,
  ).names;
}

/** Adds to the domains' hourly figures, by name within the user's domains, in name order (the engine's one order of rows). */
export async function countDomains(trx: Db, userId: number, perName: ReadonlyMap<string, number>, column: 'used' | 'failed', at: Date): Promise<void> {
  if (perName.size === 0) return;
  const rows = await trx.selectFrom('domains').select(['id', 'name']).where('user_id', '=', userId).where('name', 'in', [...perName.keys()]).orderBy('id').execute();
  const hour = dateHour(at);
  for (const row of rows) {
    const n = perName.get(row.name) ?? 0;
    if (n === 0) continue;
    await trx
      .insertInto('domain_hourly_stats')
      .values({ domain_id: Number(row.id), hour, [column]: n })
      .onConflict((oc) => oc.columns(['domain_id', 'hour']).doUpdateSet((eb) => ({ [column]: eb(`domain_hourly_stats.${column}`, '+', n) })))
      .execute();
  }
}
