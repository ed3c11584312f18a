// Queues a task that works on one contact group and holds the group for it, in one transaction, so
// two tasks never change one group at once (409 while held). A group whose contacts are archived
// refuses every task but unarchive; unarchive refuses a live group.
import { contactMessages } from '@domain/contacts';
import type { BackgroundTask, TaskKind } from '@domain/background-tasks';
import type { AppContext } from '../../../context';
import type { ContactGroupRow } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import { getTask } from '../../background-tasks/service';
import { holdGroup, ownGroupRow } from '../groups-service';

export interface GroupTaskOptions {
  payload?: unknown;
  /** 'live' (the default): refused for an archived group; 'archived': only for one. */
  needs?: 'live' | 'archived';
  /** More checks on the group before anything is queued (a scrub's credit, a split's size). */
  check?: (group: ContactGroupRow) => Promise<void> | void;
}

/** The user's group, refused (400, field groupId) when archived. */
export async function ownLiveGroup(ctx: AppContext, userId: number, groupId: number): Promise<ContactGroupRow> {
  const group = await ownGroupRow(ctx.db, userId, groupId);
  if (group.archived_at !== null) throw badRequest('groupId', contactMessages.groupArchived);
  return group;
}

export async function startGroupTask(
  ctx: AppContext,
  userId: number,
  groupId: number,
  kind: TaskKind,
  options: GroupTaskOptions = {},
): Promise<BackgroundTask> {
  const group = await ownGroupRow(ctx.db, userId, groupId);
  const archived = group.archived_at !== null;
  if ((options.needs ?? 'live') === 'live' && archived) throw badRequest('groupId', contactMessages.groupArchived);
  if (options.needs === 'archived' && !archived) throw badRequest('groupId', contactMessages.groupNotArchived);
  await options.check?.(group);
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue({ kind, userId, groupId, title: group.name, payload: options.payload ?? null }, trx);
    await holdGroup(trx, groupId, id);
    return id;
  });
  return getTask(ctx, userId, taskId);
}
