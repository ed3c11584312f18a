// Password-reset tokens: one hour, single use, only their hash stored. Made by the reset-mail job
// and by login for an expired password; every outstanding one is revoked when the password changes
// (users/repo.ts setPassword).
import type { AppContext } from '../../context';
import { addMs, HOUR_MS, iso } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { insertResetToken } from './repo';

const RESET_TOKEN_TTL_MS = HOUR_MS;

export async function createResetToken(ctx: Pick<AppContext, 'db' | 'now'>, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await insertResetToken(ctx.db, hashToken(token), userId, iso(now), iso(addMs(now, RESET_TOKEN_TTL_MS)));
  return token;
}
