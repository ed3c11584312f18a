// Sign-in and password life cycle (000 §5 Login, 001 §7-8): login with the spec's failure answers,
// logout, forgot / reset / change password. Per-account lockout: lockout.ts; one-time codes are
// accepted once: one-time-codes.ts; reset mails go out through the mail queue (auth-mails.ts).
import { errorCodes } from '@domain/api-errors';
import type { LoginResponse } from '@domain/auth-api';
import { authMessages, type ChangePasswordRequest, type LoginRequest } from '@domain/auth';
import { blockedStatusMessages, userStatusSchema } from '@domain/user';
import type { AppContext, AuthContext } from '../../context';
import type { UserRow } from '../../db/database';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { DAY_MS, iso } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { currentUser } from '../users/service';
import { findUserByEmail, findUserById, setPassword } from '../users/repo';
import { clearFailures, countFailure, normaliseEmail, refuseIfLocked, unlock } from './lockout';
import { acceptOneTimeCode } from './one-time-codes';
import { consumeResetToken, deleteSessionByHash, deleteUserSessions } from './repo';
import { createResetToken } from './reset-tokens';
import { createSession } from './sessions';

const unauthorized = (message: string, errorCode?: string, jwtToken?: string) =>
  new HttpError(401, message, { ...(errorCode ? { errorCode } : {}), ...(jwtToken ? { jwtToken } : {}) });

export function isPasswordExpired(user: UserRow, now: Date, maxAgeDays: number): boolean {
  if (user.password_expires_at !== null && user.password_expires_at <= iso(now)) return true;
  return Date.parse(user.password_changed_at) + maxAgeDays * DAY_MS <= now.getTime();
}

export async function login(ctx: AppContext, input: LoginRequest): Promise<LoginResponse> {
  const email = normaliseEmail(input.email);
  // A locked email is refused before its password is looked at, the right one too.
  await refuseIfLocked(ctx, email);

  const user = await findUserByEmail(ctx.db, email);
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await countFailure(ctx, email, 'password');
    throw unauthorized(authMessages.credentialsWrong);
  }

  const status = userStatusSchema.parse(user.status);
  if (status !== 'Active') throw forbidden(blockedStatusMessages[status], errorCodes.accountBlocked);

  if (user.mfa_enabled === 1 && user.mfa_secret) {
    if (!input.otp) throw unauthorized(authMessages.pendingOtp, errorCodes.pendingOtp);
    if (!(await acceptOneTimeCode(ctx, user.id, user.mfa_secret, input.otp))) {
      await countFailure(ctx, email, 'one-time-code');
      throw unauthorized(authMessages.otpInvalid, errorCodes.otpInvalid);
    }
  }

  if (isPasswordExpired(user, ctx.now(), ctx.config.passwordMaxAgeDays)) {
    // The client goes to /reset-password?token=...&required=true with this token (001 §8, 401).
    const token = await createResetToken(ctx, user.id);
    throw unauthorized(authMessages.passwordExpired, errorCodes.passwordExpired, token);
  }

  const session = await createSession(ctx, user.id);
  await clearFailures(ctx, email);
  return { ...session, user: await currentUser(ctx, user.id, null) };
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByHash(ctx.db, hashToken(token));
}

/**
 * Queues the reset mail and returns: one insert, whatever the email. Whether it has an account is
 * found out by the mail queue's worker (auth-mails.ts), so the answer and its timing are the same.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  await ctx.mailJobs.enqueue({ kind: 'password-reset', email: normaliseEmail(email) });
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = iso(ctx.now());
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await consumeResetToken(trx, hashToken(token), now);
    if (owner === null) return null;
    // Also revokes every other reset link of the user.
    await setPassword(trx, owner, passwordHash, now);
    // A reset ends every session: whoever knew the old password is signed out.
    await deleteUserSessions(trx, owner);
    return owner;
  });
  if (userId === null) throw badRequest('token', authMessages.resetTokenInvalid);
  // Whoever holds the mailbox may sign in again at once: the lock and the failure counts end.
  const user = await findUserById(ctx.db, userId);
  if (user) await unlock(ctx, user.email);
}

export async function changePassword(ctx: AppContext, auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest('currentPassword', authMessages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    // Also revokes every outstanding reset link of the user.
    await setPassword(trx, user.id, passwordHash, iso(ctx.now()));
    // Other devices are signed out; the session that made the change stays.
    await deleteUserSessions(trx, user.id, auth.sessionId);
  });
  await unlock(ctx, user.email);
}
