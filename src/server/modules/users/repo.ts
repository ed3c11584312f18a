// Queries on the users table. Every function takes the acting user's id or email explicitly; none
// lists users across accounts (admin listing will live in its own module and say so).
import type { Db, NewUser, UserRow } from '../../db/database';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.trim().toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The one way a password changes (reset, change, any later admin path), so none can forget that a
 * new password revokes every outstanding reset link of the user. Run it in the caller's transaction.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, changedAt: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: changedAt, password_expires_at: null })
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: changedAt })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function setPendingMfaSecret(db: Db, userId: number, secret: string | null): Promise<void> {
  await db.updateTable('users').set({ mfa_pending_secret: secret }).where('id', '=', userId).execute();
}

/**
 * Records `step` as the time step of the user's last accepted one-time code, only if it is newer
 * than the one recorded: false means the code was used before (or by a request racing this one).
 */
export async function claimOneTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setMfa(db: Db, userId: number, secret: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_secret: secret, mfa_enabled: secret ? 1 : 0, mfa_pending_secret: null })
    .where('id', '=', userId)
    .execute();
}
