// Settings > Security: the user's own live sessions and "sign out the others". A session is named by
// its row id; the token (only its hash is stored) never leaves the server. Signing out the others
// deletes their rows, so their next request answers 401 'Token expired!' like an expired session.
import type { ActiveSessions, SignOutOthers } from '@domain/auth-api';
import type { AppContext, AuthContext } from '../../context';
import { iso } from '../../lib/time';
import { deleteOtherSessions, listUserSessions } from './repo';

export async function listActiveSessions(ctx: AppContext, auth: AuthContext): Promise<ActiveSessions> {
  const rows = await listUserSessions(ctx.db, auth.user.id, iso(ctx.now()));
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === auth.sessionId,
    })),
  };
}

export async function signOutOtherSessions(ctx: AppContext, auth: AuthContext): Promise<SignOutOthers> {
  const signedOut = await deleteOtherSessions(ctx.db, auth.user.id, auth.sessionId, iso(ctx.now()));
  return { signedOut };
}
