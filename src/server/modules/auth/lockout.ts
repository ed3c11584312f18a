// Per-account brakes on guessing (docs/decisions/0010-account-lockout-and-mail-queue.md). Wrong
// passwords and wrong one-time codes are counted per email in ctx.counters, so every address and
// every server process adds to the same count (the per-address rate limits cannot see an attack
// spread over many addresses). Unknown emails are counted and locked exactly like known ones, so
// locking says nothing about which emails have accounts. The failure that reaches the limit locks
// the email for LOCKOUT_MINUTES and queues one notice mail; while locked every sign-in is refused,
// the right password too. A password reset (or change) unlocks; a successful sign-in clears the counts.
import { errorCodes } from '@domain/api-errors';
import { authMessages } from '@domain/auth';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../lib/tokens';

export type FailureKind = 'password' | 'one-time-code';

type LockoutCtx = Pick<AppContext, 'config' | 'counters' | 'mailJobs'>;

const MINUTE_MS = 60_000;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Keys carry a hash of the email: bounded length, and no list of typed emails in Redis or the table. */
const keyOf = (what: FailureKind | 'locked', email: string) => `lockout:${what}:${hashToken(normaliseEmail(email))}`;

/** 423, not 429: the account is refused whoever asks, and the web app must not take it for throttling. */
export const accountLocked = () => new HttpError(423, authMessages.accountLocked, { errorCode: errorCodes.accountLocked });

export async function refuseIfLocked(ctx: LockoutCtx, email: string): Promise<void> {
  if (await ctx.counters.peek(keyOf('locked', email))) throw accountLocked();
}

/**
 * Counts one failed sign-in step for the email. Below the limit it returns (the caller answers its
 * usual 401); the failure that reaches the limit locks the email and throws the 423.
 */
export async function countFailure(ctx: LockoutCtx, email: string, kind: FailureKind): Promise<void> {
  const { config, counters } = ctx;
  const limit = kind === 'password' ? config.loginLockoutFailures : config.otpLockoutFailures;
  const failures = await counters.hit(keyOf(kind, email), config.lockoutWindowMinutes * MINUTE_MS);
  if (failures.count < limit) return;
  const lock = await counters.hit(keyOf('locked', email), config.lockoutMinutes * MINUTE_MS);
  // The next lock needs a full run of failures again.
  await counters.reset(keyOf(kind, email));
  // Only the failure that started this lock queues the notice, also when failures race.
  if (lock.count === 1) await ctx.mailJobs.enqueue({ kind: 'account-locked', email: normaliseEmail(email) });
  throw accountLocked();
}

/** A successful sign-in: earlier failures no longer count towards a lock. */
export async function clearFailures(ctx: LockoutCtx, email: string): Promise<void> {
  await Promise.all([ctx.counters.reset(keyOf('password', email)), ctx.counters.reset(keyOf('one-time-code', email))]);
}

/** A new password: the lock ends now and the counts start from zero. */
export async function unlock(ctx: LockoutCtx, email: string): Promise<void> {
  await Promise.all([clearFailures(ctx, email), ctx.counters.reset(keyOf('locked', email))]);
}
