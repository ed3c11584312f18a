// The one-time code that confirms a token change (create, renew, revoke). A user with two-step
// sign-in on confirms with the authenticator app's code, accepted once (auth/one-time-codes.ts);
// anyone else asks for a code by mail first: six digits, kept only as a hash, good for
// CODE_TTL_MINUTES and MAX_TRIES wrong guesses, gone once used. The mail is sent by the mail queue
// like a reset link (code-mail.ts makes the code when it sends, so the request never sees it).
// Wrong codes of either kind count towards the account's lock like at login (auth/lockout.ts), so
// a stolen session cannot guess its way to a token.
import { timingSafeEqual } from 'node:crypto';
import { apiSettingsMessages, type CodeRequestAnswer } from '@domain/api-settings';
import type { AppContext } from '../../context';
import { badRequest, sessionExpired } from '../../http/errors';
import { iso } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { countFailure, refuseIfLocked } from '../auth/lockout';
import { acceptOneTimeCode } from '../auth/one-time-codes';
import { findUserById } from '../users/repo';

export const CODE_TTL_MINUTES = 10;
export const MAX_TRIES = 5;

const invalid = () => badRequest('otp', apiSettingsMessages.codeInvalid);

async function owner(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  return user;
}

export const mfaOn = (user: { mfa_enabled: number; mfa_secret: string | null }) => user.mfa_enabled === 1 && user.mfa_secret !== null;

/** With MFA: nothing to send. Without: a mail with a fresh code is queued. */
export async function requestCode(ctx: AppContext, userId: number): Promise<CodeRequestAnswer> {
  const user = await owner(ctx, userId);
  if (mfaOn(user)) return { via: 'totp', message: apiSettingsMessages.codeByApp };
  await refuseIfLocked(ctx, user.email);
  await ctx.mailJobs.enqueue({ kind: 'api-token-code', userId });
  return { via: 'email', message: apiSettingsMessages.codeSent };
}

/** Throws the 400 naming `otp` unless the code confirms this user's change now; a code works once. */
export async function confirmCode(ctx: AppContext, userId: number, code: string): Promise<void> {
  const user = await owner(ctx, userId);
  await refuseIfLocked(ctx, user.email);
  if (mfaOn(user) && user.mfa_secret) {
    if (await acceptOneTimeCode(ctx, user.id, user.mfa_secret, code)) return;
    await countFailure(ctx, user.email, 'one-time-code');
    throw invalid();
  }
  const row = await ctx.db.selectFrom('api_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.expires_at <= iso(ctx.now()) || row.attempts >= MAX_TRIES) throw invalid();
  const given = Buffer.from(hashToken(code.trim()));
  const expected = Buffer.from(row.code_hash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    // Only the request that deletes the row may use it: two racing with one code, one wins.
    const used = await ctx.db.deleteFrom('api_codes').where('user_id', '=', userId).where('code_hash', '=', row.code_hash).executeTakeFirst();
    if (Number(used.numDeletedRows) === 1) return;
    throw invalid();
  }
  await ctx.db.updateTable('api_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('user_id', '=', userId).execute();
  await countFailure(ctx, user.email, 'one-time-code');
  throw invalid();
}
