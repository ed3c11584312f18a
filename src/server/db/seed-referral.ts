// The referral demo (issue 15; decision 52): a program the Super-Admin created, the demo user's link
// in it with two weeks of landing visits and six leads, one of which signed up (a seeded member)
// and bought credit three times: 10 % of $1,250.00 is the $125.00 of the demo's open referral order
// (seed-orders.ts), to which the commissions are attached. A paused program shows the other status.
import type { Db } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';

export const DEMO_REFERRAL_CODE = 'DEMO2026';

export async function seedReferral(db: Db, now: Clock): Promise<void> {
  const at = now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst();
  const demo = await db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirst();
  const referred = await db
    .selectFrom('users').select(['id', 'email'])
    // A seeded member (first.last<n>@example.com), not one of the demo logins.
    .where('email', 'like', '%.%@example.com')
    .orderBy('id', 'desc').executeTakeFirst();
  if (!admin || !demo || !referred) return;
  const program = await db
    .insertInto('referral_programs')
    .values({
      name: 'Partner Program', code: 'PARTNER10', commission_bp: 1000, status: 'active', created_by: admin.id,
      description: 'Earn 10% of every credit purchase made by the customers you bring to the platform.',
      created_at: iso(at - 30 * DAY_MS), updated_at: iso(at - 30 * DAY_MS),
    })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('referral_programs').values({
    name: 'Agency Launch 2025', code: 'AGENCY15', commission_bp: 1500, status: 'paused', created_by: admin.id,
    description: 'The launch offer for agencies (closed).', created_at: iso(at - 90 * DAY_MS), updated_at: iso(at - 40 * DAY_MS),
  }).execute();
  const link = await db
    .insertInto('referral_links')
    .values({ program_id: program.id, user_id: demo.id, referral_code: DEMO_REFERRAL_CODE, created_at: iso(at - 20 * DAY_MS) })
    .returning('id').executeTakeFirstOrThrow();
  const visits = [];
  for (let d = 13; d >= 0; d--) {
    const n = 3 + ((d * 7) % 9);
    for (let i = 0; i < n; i++) visits.push({ link_id: link.id, visited_at: iso(at - d * DAY_MS - (i + 1) * HOUR_MS) });
  }
  await db.insertInto('referral_visits').values(visits).execute();
  const leads = [
    { name: 'Jordan Price', email: referred.email, company: 'Price Media', days: 12 },
    { name: 'Sam Ortiz', email: 'sam.ortiz@example.net', company: 'Ortiz Autos', days: 10 },
    { name: 'Lee Chen', email: 'lee.chen@example.net', company: '', days: 8 },
    { name: 'Alex Moreau', email: 'alex@moreau.example.net', company: 'Moreau Travel', days: 5 },
    { name: 'Riya Shah', email: 'riya.shah@example.net', company: 'Shah Dental', days: 3 },
    { name: 'Chris Doyle', email: 'c.doyle@example.net', company: '', days: 1 },
  ];
  await db.insertInto('referral_leads').values(leads.map((l) => ({
    link_id: link.id, name: l.name, email: l.email.toLowerCase(), phone: '', company: l.company, created_at: iso(at - l.days * DAY_MS),
  }))).execute();
  const order = await db
    .selectFrom('orders').select('id')
    .where('user_id', '=', demo.id).where('type', '=', 'referral').where('status', '=', 'open')
    .executeTakeFirst();
  const purchases = [{ cents: 50_000, days: 11 }, { cents: 40_000, days: 7 }, { cents: 35_000, days: 2 }];
  await db.insertInto('referral_commissions').values(purchases.map((p, i) => ({
    link_id: link.id, referred_user_id: referred.id, source: `seed:${i + 1}`, revenue_cents: p.cents, rate_bp: 1000,
    commission_cents: p.cents / 10, order_id: order?.id ?? null, created_at: iso(at - p.days * DAY_MS),
  }))).execute();
}
