// Login as user (000 §6, 001 §7 loginasuser): a Super-Admin opens a NEW session for another user,
// marked with root_user_id = the admin, so /users/me answers rootUser and every mutating call made
// with it lands in the audit log (audit-log.ts). The admin's own session is untouched: the web app
// keeps its token aside and goes back to it (decision 40). Ending the impersonated session is its
// own call, so the end is logged too.
import type { LoginAsUserAnswer } from '@domain/user-tools';
import { userToolsMessages } from '@domain/user-tools';
import type { AppContext, AuthContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { deleteSessionById } from '../auth/repo';
import { createSession } from '../auth/sessions';
import { recordAudit } from './audit-log';

/** The user by username or email, whatever their case. */
export function findUserByName(ctx: Pick<AppContext, 'db'>, name: string) {
  const key = name.trim().toLowerCase();
  return ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'status'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', key), eb('email', '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function loginAsUser(ctx: AppContext, auth: AuthContext, username: string): Promise<LoginAsUserAnswer> {
  const target = await findUserByName(ctx, username);
  if (!target) throw notFound(userToolsMessages.userMissing);
  if (target.id === auth.user.id) throw badRequest('username', userToolsMessages.notYourself);
  if (target.status !== 'Active') throw badRequest('username', userToolsMessages.notActive);
  // From an impersonated session (a Super-Admin logged in as another Super-Admin) the root stays
  // the person who started it.
  const rootUserId = auth.rootUserId ?? auth.user.id;
  const session = await createSession(ctx, target.id, rootUserId);
  // The log starts with the login itself: who entered which account, and when.
  await recordAudit(ctx, { rootUserId, userId: target.id, method: 'POST', path: '/api/v1/admin/login-as-user', statusCode: 200 });
  return { ...session, user: { id: target.id, email: target.email } };
}

/** "Back to my account": ends the impersonated session that asks (the audit hook logs the call). */
export async function endLoginAsUser(ctx: AppContext, auth: AuthContext): Promise<void> {
  if (auth.rootUserId === null) throw forbidden();
  await deleteSessionById(ctx.db, auth.sessionId);
}
