// Opaque sessions with a sliding expiry: a session ends SESSION_TTL_HOURS after its last use, and
// each use (at most once a minute, to spare writes) pushes the end forward.
import { errorCodes } from '@domain/api-errors';
import { blockedStatusMessages, billingStatusSchema, roleSchema, userStatusSchema } from '@domain/user';
import type { AppContext, AuthContext } from '../../context';
import { forbidden, sessionExpired } from '../../http/errors';
import { addMs, HOUR_MS, iso } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { deleteSessionById, findSessionWithUser, insertSession, touchSession } from './repo';

const TOUCH_EVERY_MS = 60_000;

type SessionCtx = Pick<AppContext, 'db' | 'config' | 'now'>;

export async function createSession(ctx: SessionCtx, userId: number, rootUserId: number | null = null) {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = iso(addMs(now, ctx.config.sessionTtlHours * HOUR_MS));
  await insertSession(ctx.db, { tokenHash: hashToken(token), userId, rootUserId, now: iso(now), expiresAt });
  return { token, expiresAt };
}

/** The session behind a token, or a 401 'Token expired!' (missing, unknown and expired alike). */
export async function resolveSession(ctx: SessionCtx, token: string | undefined): Promise<AuthContext> {
  if (!token) throw sessionExpired();
  const row = await findSessionWithUser(ctx.db, hashToken(token));
  if (!row) throw sessionExpired();
  const now = ctx.now();
  if (row.expiresAt <= iso(now)) {
    await deleteSessionById(ctx.db, row.sessionId);
    throw sessionExpired();
  }
  const status = userStatusSchema.parse(row.status);
  // A user suspended after signing in loses access at the next request.
  if (status !== 'Active') {
    await deleteSessionById(ctx.db, row.sessionId);
    throw forbidden(blockedStatusMessages[status], errorCodes.accountBlocked);
  }
  if (now.getTime() - Date.parse(row.lastSeenAt) >= TOUCH_EVERY_MS) {
    await touchSession(ctx.db, row.sessionId, iso(now), iso(addMs(now, ctx.config.sessionTtlHours * HOUR_MS)));
  }
  return {
    sessionId: row.sessionId,
    rootUserId: row.rootUserId,
    user: {
      id: row.userId,
      email: row.email,
      role: roleSchema.parse(row.role),
      status,
      billingStatus: billingStatusSchema.parse(row.billingStatus),
    },
  };
}
