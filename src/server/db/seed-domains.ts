// The demo user's domains (issue 7): 'Main offers' with six verified domains bought from the
// simulated registrar and a week of hourly used/failed/clicked for each (each domain with its own
// delivery rate), 'Spare domains', empty, to migrate into, and one own domain that failed its DNS
// check (the inactive list). Deterministic, so every fresh start shows the same figures.
import { defaultDomainGroupSetting, zeroDisabledDomainSettings } from '@domain/domains';
import { SimulatedRegistrar } from '../providers/registrar/simulated-registrar';
import type { Db } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';

const dateHour = (at: Date) => at.toISOString().slice(2, 13).replace(/[-T]/g, '');

export async function seedDomainGroups(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  const created = new Date(at.getTime() - 14 * DAY_MS).toISOString();
  const registrar = new SimulatedRegistrar(0);
  const setting = zeroDisabledDomainSettings({ ...defaultDomainGroupSetting(), campaignCheck: true, deliveredThreshold: 60, domainRotation: true, domainUsageThreshold: 500 });
  const [main] = await Promise.all(
    [
      { name: 'Main offers', setting },
      { name: 'Spare domains', setting: defaultDomainGroupSetting() },
    ].map((g) =>
      db
        .insertInto('domain_groups')
        .values({ user_id: userId, name: g.name, name_key: g.name.toLowerCase(), setting: JSON.stringify(g.setting), created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const offers = await registrar.search({ tld: 'site', keyword: 'demo deals', priceFromCents: 0, priceToCents: 100_000, quantity: 6, unicodeIncluded: false }, async () => false);
  const domains = await db
    .insertInto('domains')
    .values(
      offers.map((o) => ({
        user_id: userId, group_id: Number(main!.id), name: o.domain, name_key: o.domain, status: 'ACTIVE', active: 1 as const, source: 'bought' as const,
        price_cents: o.priceCents, purchase_task_id: null, release_at: null, created_at: created,
      })),
    )
    .returning('id')
    .execute();
  const stats = [];
  for (const [i, domain] of domains.entries()) {
    for (let h = 1; h <= 7 * 24; h++) {
      const moment = new Date(at.getTime() - h * HOUR_MS);
      const hour = moment.getUTCHours();
      if (hour < 8 || hour > 20) continue;
      const used = 20 + ((i * 11 + h * 7) % 40);
      const failed = Math.round(used * (0.03 + ((i * 9) % 35) / 100));
      stats.push({ domain_id: Number(domain.id), hour: dateHour(moment), used, failed, clicked: Math.round((used - failed) * 0.05) });
    }
  }
  for (let i = 0; i < stats.length; i += 500) await db.insertInto('domain_hourly_stats').values(stats.slice(i, i + 500)).execute();

  // An own domain whose DNS does not point here yet.
  let own = 'demo-landing-0.com';
  for (let i = 1; registrar.checkDnsSync(own).ok; i++) own = `demo-landing-${i}.com`;
  await db
    .insertInto('domains')
    .values({
      user_id: userId, group_id: null, name: own, name_key: own, status: 'FAILED', active: 0, source: 'own', price_cents: null,
      setup_errors: JSON.stringify(registrar.checkDnsSync(own).errors), purchase_task_id: null, release_at: null, created_at: created,
    })
    .execute();
}
