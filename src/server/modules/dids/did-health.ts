// What a scrub's marks are for (001 §7 handleBadDid, reset cycle): moving the numbers marked bad to
// another of the user's groups (the one action the spec names, MOVE; they keep their mark there, so
// a "bad DIDs" group shows why each came), and starting the group's rotation cycle again.
import { didMessages, type HandleBadDids } from '@domain/dids';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { ownDidGroup } from './groups-service';

export async function handleBadDids(ctx: AppContext, userId: number, groupId: number, input: HandleBadDids): Promise<{ moved: number }> {
  const group = await ownDidGroup(ctx.db, userId, groupId);
  if (input.targetGroupId === groupId) throw badRequest('targetGroupId', didMessages.targetSame);
  await ownDidGroup(ctx.db, userId, input.targetGroupId).catch(() => {
    throw badRequest('targetGroupId', didMessages.groupMissing);
  });
  // A scrub in progress is still marking numbers: moving them now would move half its answer.
  if (group.busy_task_id !== null) throw new HttpError(409, didMessages.groupBusy, { field: 'groupId' });
  const res = await ctx.db.updateTable('dids').set({ group_id: input.targetGroupId }).where('group_id', '=', groupId).where('status', '=', 'BAD').executeTakeFirst();
  const moved = Number(res.numUpdatedRows);
  if (moved === 0) throw badRequest('groupId', didMessages.noBadDids);
  return { moved };
}

/** Zeroes every number's count of messages in the current cycle; answers how many numbers it reset. */
export async function resetCycle(ctx: AppContext, userId: number, groupId: number): Promise<{ reset: number }> {
  await ownDidGroup(ctx.db, userId, groupId);
  return ctx.db.transaction().execute(async (trx) => {
    const res = await trx.updateTable('dids').set({ cycle_sent: 0 }).where('group_id', '=', groupId).executeTakeFirst();
    await trx.updateTable('did_groups').set({ cycle_reset_at: iso(ctx.now()) }).where('id', '=', groupId).execute();
    return { reset: Number(res.numUpdatedRows) };
  });
}
