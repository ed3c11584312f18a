// REMOVE_CONTACT_GROUP: deletes several of the user's groups and their contacts, in one transaction.
import { contactMessages } from '@domain/contacts';
import type { BackgroundTask } from '@domain/background-tasks';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { TaskHandler } from '../../tasks/task-handler';
import { getTask } from '../background-tasks/service';
import { groupMissing, holdGroup, releaseGroup } from './groups-service';
import { TaskFailure } from '../../tasks/task-handler';
import { removeArchiveFile } from './data-tasks/archive-tasks';

const payloadSchema = z.object({ groupIds: z.array(z.number().int()) });

export async function startRemove(ctx: AppContext, userId: number, groupIds: number[]): Promise<BackgroundTask> {
  const ids = [...new Set(groupIds)];
  const rows = await ctx.db.selectFrom('contact_groups').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw groupMissing();
  const title = rows.length === 1 ? rows[0]!.name : `${rows.length} groups`;
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue({ kind: 'REMOVE_CONTACT_GROUP', userId, title, payload: { groupIds: ids } }, trx);
    for (const groupId of ids) await holdGroup(trx, groupId, id);
    return id;
  });
  return getTask(ctx, userId, taskId);
}

export const removeGroupsTask: TaskHandler = {
  async run(run, ctx) {
    const { groupIds } = payloadSchema.parse(run.payload);
    await run.progress(1);
    const archives = await ctx.db.selectFrom('contact_groups').select('archive_file').where('id', 'in', groupIds).execute();
    const removed = await ctx.db.transaction().execute(async (trx) => {
      const contacts = await trx.deleteFrom('contacts').where('group_id', 'in', groupIds).executeTakeFirst();
      const groups = await trx.deleteFrom('contact_groups').where('id', 'in', groupIds).where('user_id', '=', run.userId).executeTakeFirst();
      if (Number(groups.numDeletedRows) === 0) throw new TaskFailure(contactMessages.deleteFailed);
      return { groups: Number(groups.numDeletedRows), contacts: Number(contacts.numDeletedRows) };
    });
    for (const { archive_file } of archives) await removeArchiveFile(ctx, archive_file);
    return removed;
  },
  async finish(run, ctx) {
    const payload = payloadSchema.safeParse(run.payload);
    if (!payload.success) return;
    for (const id of payload.data.groupIds) await releaseGroup(ctx.db, id, run.id);
  },
};
