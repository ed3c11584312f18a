// Sign-in and password life cycle (000 §5 Login, 001 §7-8): login with the spec's failure answers,
// logout, forgot / reset / change password. Reset tokens are single-use, hashed, valid one hour.
import { errorCodes } from '@domain/api-errors';
import type { LoginResponse } from '@domain/auth-api';
import { authMessages, type ChangePasswordRequest, type LoginRequest } from '@domain/auth';
import { blockedStatusMessages, userStatusSchema } from '@domain/user';
import type { AppContext, AuthContext } from '../../context';
import type { UserRow } from '../../db/database';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { addMs, DAY_MS, HOUR_MS, iso } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { verifyTotp } from '../../lib/totp';
import { currentUser } from '../users/service';
import { findUserByEmail, findUserById, setPassword } from '../users/repo';
import { consumeResetToken, deleteSessionByHash, deleteUserSessions, insertResetToken } from './repo';
import { createSession } from './sessions';

const RESET_TOKEN_TTL_MS = HOUR_MS;

const unauthorized = (message: string, errorCode?: string, jwtToken?: string) =>
  new HttpError(401, message, { ...(errorCode ? { errorCode } : {}), ...(jwtToken ? { jwtToken } : {}) });

export function isPasswordExpired(user: UserRow, now: Date, maxAgeDays: number): boolean {
  if (user.password_expires_at !== null && user.password_expires_at <= iso(now)) return true;
  return Date.parse(user.password_changed_at) + maxAgeDays * DAY_MS <= now.getTime();
}

export async function createResetToken(ctx: Pick<AppContext, 'db' | 'now'>, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await insertResetToken(ctx.db, hashToken(token), userId, iso(now), iso(addMs(now, RESET_TOKEN_TTL_MS)));
  return token;
}

export async function login(ctx: AppContext, input: LoginRequest): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw unauthorized(authMessages.credentialsWrong);

  const status = userStatusSchema.parse(user.status);
  if (status !== 'Active') throw forbidden(blockedStatusMessages[status], errorCodes.accountBlocked);

  if (user.mfa_enabled === 1 && user.mfa_secret) {
    if (!input.otp) throw unauthorized(authMessages.pendingOtp, errorCodes.pendingOtp);
    if (!verifyTotp(user.mfa_secret, input.otp, ctx.now())) throw unauthorized(authMessages.otpInvalid, errorCodes.otpInvalid);
  }

  if (isPasswordExpired(user, ctx.now(), ctx.config.passwordMaxAgeDays)) {
    // The client goes to /reset-password?token=...&required=true with this token (001 §8, 401).
    const token = await createResetToken(ctx, user.id);
    throw unauthorized(authMessages.passwordExpired, errorCodes.passwordExpired, token);
  }

  const session = await createSession(ctx, user.id);
  return { ...session, user: await currentUser(ctx, user.id, null) };
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByHash(ctx.db, hashToken(token));
}

/** Answers the same whether or not the email has an account; only an existing one gets mail. */
export async function forgotPassword(ctx: AppContext, email: string, log: (err: unknown) => void): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await createResetToken(ctx, user.id);
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.firstname || user.username},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      html: `<p>Hello ${escapeHtml(user.firstname || user.username)},</p><p>To choose a new password, open this link within one hour:</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>If you did not ask for this, ignore this mail.</p>`,
    });
  } catch (err) {
    // A mail failure must not reveal that the account exists: log it and answer as usual.
    log(err);
  }
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = iso(ctx.now());
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await consumeResetToken(trx, hashToken(token), now);
    if (owner === null) return null;
    await setPassword(trx, owner, passwordHash, now);
    // A reset ends every session: whoever knew the old password is signed out.
    await deleteUserSessions(trx, owner);
    return owner;
  });
  if (userId === null) throw badRequest('token', authMessages.resetTokenInvalid);
}

export async function changePassword(ctx: AppContext, auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest('currentPassword', authMessages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash, iso(ctx.now()));
    // Other devices are signed out; the session that made the change stays.
    await deleteUserSessions(trx, user.id, auth.sessionId);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
