// Users for the admin page to show (issue 13): three dozen accounts of every role and status, and
// the agents of agency@example.com (a seed login) so a Management-Agency sees a list of its own.
// They share one password hash (Member#2026; hashing each would slow every test start), spread
// their creation over the last 60 days and hold a little credit through the ledger.
import { ROLES, USER_STATUSES } from '@domain/user';
import type { Db } from './database';
import { hashPassword } from '../lib/passwords';
import { DAY_MS, type Clock } from '../lib/time';
import { createLedger } from '../modules/credit/ledger';
import { updateUserSettings } from '../modules/user-settings/repo';

export const SEED_MEMBER_PASSWORD = 'Member#2026';
export const SEED_AGENCY_EMAIL = 'agency@example.com';
export const SEED_AGENT_COUNT = 4;
export const SEED_MEMBER_COUNT = 36;

const FIRST = ['Anna', 'Bao', 'Chloe', 'Duc', 'Emma', 'Farid', 'Giang', 'Hana', 'Ivan', 'Julia', 'Khoa', 'Linh'];
const LAST = ['Nguyen', 'Smith', 'Tran', 'Garcia', 'Le', 'Brown', 'Pham', 'Wilson', 'Hoang'];

export async function seedMembers(db: Db, now: Clock): Promise<void> {
  const at = now();
  const hash = await hashPassword(SEED_MEMBER_PASSWORD);
  const ledger = createLedger(db, now);
  const total = SEED_AGENT_COUNT + SEED_MEMBER_COUNT;
  for (let i = 0; i < total; i++) {
    const agent = i < SEED_AGENT_COUNT;
    const firstname = FIRST[i % FIRST.length];
    const lastname = LAST[i % LAST.length];
    const username = agent ? `agent${i + 1}` : `${firstname.toLowerCase()}.${lastname.toLowerCase()}${i}`;
    const created = new Date(at.getTime() - (total - i) * 1.5 * DAY_MS).toISOString();
    const row = await db
      .insertInto('users')
      .values({
        email: `${username}@example.com`,
        username,
        firstname,
        lastname,
        role: agent ? 'Business-User' : ROLES[i % ROLES.length],
        status: agent ? 'Active' : USER_STATUSES[i % USER_STATUSES.length],
        password_hash: hash,
        password_changed_at: created,
        password_expires_at: null,
        mfa_secret: null,
        mfa_pending_secret: null,
        billing_status: 'verified',
        billing_info: null,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = Number(row.id);
    await db.insertInto('credit_accounts').values({ user_id: userId, balance_cents: 0, updated_at: created }).execute();
    await db
      .insertInto('user_admin_settings')
      .values({
        user_id: userId, agent_acc: agent ? SEED_AGENCY_EMAIL : null, two_way: i % 3 === 0 ? 1 : 0,
        note: agent ? 'Agent of the demo agency' : '', updated_at: created,
      })
      .execute();
    if (i % 3 === 0) await updateUserSettings(db, userId, { limitNumberMessagePerDay: 1000 }, new Date(created));
    // Some with credit, some without: the Balance column and its filters have something to show.
    if (i % 4 !== 3) await ledger.credit(userId, ((i * 1_234) % 20_000) + 500, 'bonus', 'welcome credit');
  }
}
