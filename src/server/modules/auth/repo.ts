// Sessions and password-reset tokens. Only hashes of tokens are stored or looked up.
import type { Db, SessionRow } from '../../db/database';

export interface NewSession {
  tokenHash: string;
  userId: number;
  rootUserId: number | null;
  now: string;
  expiresAt: string;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      root_user_id: s.rootUserId,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** The session and the few user columns every guard needs, in one round trip. */
export function findSessionWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.root_user_id as rootUserId',
      'users.id as userId',
      'users.email as email',
      'users.role as role',
      'users.status as status',
      'users.billing_status as billingStatus',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSessionById(db: Db, id: SessionRow['id']): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Signs the user out everywhere, optionally keeping the session that asked. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

/** The user's unexpired sessions, newest use first: ids and times only, never the token hash. */
export function listUserSessions(db: Db, userId: number, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at as createdAt', 'last_seen_at as lastSeenAt'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends the user's other sessions; answers how many were still live. */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: number, now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    await deleteUserSessions(trx, userId, keepSessionId);
    return Number(live?.n ?? 0);
  });
}

export async function insertResetToken(db: Db, tokenHash: string, userId: number, now: string, expiresAt: string) {
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
}

/**
 * Marks an unused, unexpired token used and says whose it was. The conditional update makes the
 * token single-use even when two resets race.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
