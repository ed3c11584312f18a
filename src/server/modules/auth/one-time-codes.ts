// Accepting a one-time code: valid for the secret now (one step of drift either way) and of a newer
// time step than the last code this user had accepted, so an overheard or replayed code cannot be
// used a second time within its window. The step is recorded with a conditional update, so of two
// requests racing with the same code only one succeeds.
import type { AppContext } from '../../context';
import { matchTotp } from '../../lib/totp';
import { claimOneTimeStep } from '../users/repo';

export async function acceptOneTimeCode(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchTotp(secret, code, ctx.now());
  return step !== null && (await claimOneTimeStep(ctx.db, userId, step));
}
