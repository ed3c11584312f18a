// First-start data: reference tables and the demo accounts of seed-logins.ts. Each part runs only
// when its table is empty, so calling seed() again (every start) changes nothing.
import type { Db } from './database';
import { hashPassword } from '../lib/passwords';
import type { Clock } from '../lib/time';
import { DAY_MS } from '../lib/time';
import { createLedger } from '../modules/credit/ledger';
import { seedCountries, seedPackages, seedPrices, seedRoutes } from './seed-data';
import { seedContactGroups } from './seed-contacts';
import { seedDidGroups } from './seed-dids';
import { seedMedia } from './seed-media';
import { seedContent } from './seed-content';
import { seedDomainGroups } from './seed-domains';
import { seedLogins } from './seed-logins';
import { seedShortLinks } from './seed-short-links';
import { seedResponders } from './seed-responders';
import { seedCampaigns } from './seed-campaigns';
import { seedInbox } from './seed-inbox';
import { seedStats } from './seed-stats';
import { seedNotifications } from './seed-notifications';
import { seedErrors } from './seed-errors';
import { seedPayments } from './seed-payments';
import { seedBillingProfiles } from './seed-billing-profile';
import { seedOrders } from './seed-orders';
import { seedApi } from './seed-api';
import { seedBackups } from './seed-backups';
import { seedMembers } from './seed-users';
import { seedRevenueTracking } from './seed-revenue-tracking';
import { seedUserSettings } from './seed-user-settings';
import { seedTollFree } from './seed-toll-free';
import { seedTenDlc } from './seed-ten-dlc';
import { seedGuides } from './seed-guides';
import { seedTickets } from './seed-tickets';
import { seedReferral } from './seed-referral';

async function isEmpty(db: Db, table: 'users' | 'countries' | 'routes' | 'prices' | 'credit_packages') {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export interface SeedResult {
  users: boolean;
  reference: boolean;
}

/** dataDir: where the demo user's media files are written; without it the demo has none. */
export async function seed(db: Db, now: Clock, dataDir?: string): Promise<SeedResult> {
  const result: SeedResult = { users: false, reference: false };
  if (await isEmpty(db, 'countries')) {
    await db.insertInto('countries').values(seedCountries.map((c) => ({ ...c, enabled: 1 as const }))).execute();
    result.reference = true;
  }
  if (await isEmpty(db, 'routes')) {
    await db
      .insertInto('routes')
      .values(
        seedRoutes.map((r) => ({
          name: r.name,
          country: r.country,
          send_method: r.send_method,
          message_types: JSON.stringify(r.types),
          support_attachment: r.attachments ? 1 : 0,
          is_10dlc: r.tenDlc ? 1 : 0,
          creative_approval_required: r.approval ? 1 : 0,
          status: r.status ?? 'active',
        })),
      )
      .execute();
  }
  if (await isEmpty(db, 'prices')) await db.insertInto('prices').values(seedPrices).execute();
  if (await isEmpty(db, 'credit_packages')) {
    await db.insertInto('credit_packages').values(seedPackages.map((p) => ({ ...p, active: 1 as const }))).execute();
  }
  if (await isEmpty(db, 'users')) {
    await seedUsers(db, now, dataDir);
    // The guides come with the first seed only: a Super-Admin who deletes them all keeps none.
    await seedGuides(db, now);
    result.users = true;
  }
  return result;
}

/** The account whose screens the seed fills with demo data. */
const DEMO_EMAIL = 'demo@example.com';

async function seedUsers(db: Db, now: Clock, dataDir: string | undefined) {
  const at = now();
  const hashes = await Promise.all(seedLogins.map((l) => hashPassword(l.password)));
  const ledger = createLedger(db, now);
  for (const [i, login] of seedLogins.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        email: login.email,
        username: login.username,
        firstname: login.firstname,
        lastname: login.lastname,
        role: login.role,
        status: login.status,
        password_hash: hashes[i],
        password_changed_at: at.toISOString(),
        // Expired yesterday, so the demo shows the forced reset at once.
        password_expires_at: login.passwordExpired ? new Date(at.getTime() - DAY_MS).toISOString() : null,
        mfa_secret: login.mfaSecret ?? null,
        mfa_pending_secret: null,
        mfa_enabled: login.mfaSecret ? 1 : 0,
        billing_status: login.billingStatus,
        billing_info: null,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('credit_accounts').values({ user_id: user.id, balance_cents: 0, updated_at: at.toISOString() }).execute();
    if (login.creditCents > 0) await ledger.credit(user.id, login.creditCents, 'bonus', 'welcome credit');
    if (login.email === DEMO_EMAIL) {
      await seedContactGroups(db, now, Number(user.id));
      await seedDidGroups(db, now, Number(user.id));
      if (dataDir) await seedMedia(db, now, Number(user.id), dataDir);
      await seedShortLinks(db, now, Number(user.id));
      await seedContent(db, now, Number(user.id));
      await seedDomainGroups(db, now, Number(user.id));
      await seedResponders(db, now, Number(user.id), dataDir);
      await seedCampaigns(db, now, Number(user.id));
      await seedInbox(db, now, Number(user.id));
      await seedStats(db, now, Number(user.id));
      await seedNotifications(db, now, Number(user.id));
      await seedErrors(db, now, Number(user.id));
      await seedPayments(db, now, Number(user.id));
      await seedOrders(db, now, Number(user.id), dataDir);
      await seedApi(db, now, Number(user.id));
      await seedBackups(db, now, Number(user.id), dataDir);
      await seedRevenueTracking(db, now, Number(user.id));
      await seedUserSettings(db, now, Number(user.id));
      await seedTollFree(db, now, Number(user.id));
      await seedTenDlc(db, now, Number(user.id));
    }
  }
  await seedBillingProfiles(db, now);
  await seedMembers(db, now);
  await seedTickets(db, now);
  await seedReferral(db, now);
}
