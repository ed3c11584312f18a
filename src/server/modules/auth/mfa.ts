// Two-step sign-in (001 §7 mfa-status). Enabling is two calls: without a code the server makes a
// pending secret and returns it (the app shows it as a QR code); with a valid code from that secret
// it becomes the user's. Disabling needs a valid code from the active secret. Either code is
// accepted once (one-time-codes.ts); a wrong code for the active secret counts towards the
// account's lock like one at login (lockout.ts), so a stolen session cannot guess its way to
// turning two-step sign-in off.
import { authMessages } from '@domain/auth';
import type { MfaStatus, MfaStatusAnswer } from '@domain/auth-api';
import { messages } from '@domain/messages';
import type { AppContext } from '../../context';
import { badRequest, sessionExpired } from '../../http/errors';
import { newTotpSecret, totpUrl } from '../../lib/totp';
import { findUserById, setMfa, setPendingMfaSecret } from '../users/repo';
import { countFailure, refuseIfLocked } from './lockout';
import { acceptOneTimeCode } from './one-time-codes';

const otpRequired = () => badRequest('otp', messages.required('One-time code'));
const otpInvalid = () => badRequest('otp', authMessages.otpInvalid);

async function loadUser(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  return user;
}

export async function getMfaStatus(ctx: AppContext, userId: number): Promise<MfaStatus> {
  const user = await loadUser(ctx, userId);
  return { isEnableMfa: user.mfa_enabled === 1 };
}

export async function setMfaStatus(
  ctx: AppContext,
  userId: number,
  enable: boolean,
  otp: string | undefined,
): Promise<MfaStatusAnswer> {
  const user = await loadUser(ctx, userId);
  const enabled = user.mfa_enabled === 1 && user.mfa_secret !== null;

  if (!enable) {
    if (!enabled || !user.mfa_secret) return { isEnableMfa: false };
    if (!otp) throw otpRequired();
    await refuseIfLocked(ctx, user.email);
    if (!(await acceptOneTimeCode(ctx, user.id, user.mfa_secret, otp))) {
      await countFailure(ctx, user.email, 'one-time-code');
      throw otpInvalid();
    }
    await setMfa(ctx.db, user.id, null);
    return { isEnableMfa: false };
  }

  if (enabled) return { isEnableMfa: true };
  if (!otp) {
    const secret = newTotpSecret();
    await setPendingMfaSecret(ctx.db, user.id, secret);
    return { isEnableMfa: false, secret, otpauthUrl: totpUrl(secret, user.email) };
  }
  // A typo while setting up is not an attack (the secret is brand new): not counted towards a lock.
  if (!user.mfa_pending_secret) throw otpInvalid();
  if (!(await acceptOneTimeCode(ctx, user.id, user.mfa_pending_secret, otp))) throw otpInvalid();
  await setMfa(ctx.db, user.id, user.mfa_pending_secret);
  return { isEnableMfa: true };
}
