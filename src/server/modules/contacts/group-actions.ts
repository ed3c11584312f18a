// Split and merge: each a background task (SPLIT_CONTACT_GROUP, MERGE_CONTACT_GROUP) that runs in
// one transaction, so a failure or a restart mid-way leaves no half-made group behind.
import { contactMessages, emptyGroupMetadata, type MergeGroups } from '@domain/contacts';
import type { BackgroundTask } from '@domain/background-tasks';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { TaskFailure, type TaskHandler } from '../../tasks/task-handler';
import { getTask } from '../background-tasks/service';
import { copyContacts, freeGroupName } from './group-copy';
import { groupMissing, holdGroup, insertGroup, releaseGroup } from './groups-service';
import { startGroupTask } from './data-tasks/start-group-task';

const splitPayload = z.object({ size: z.number().int() });
const mergePayload = z.object({ groupIds: z.array(z.number().int()), groupName: z.string(), deleteOriginals: z.boolean() });

export async function startSplit(ctx: AppContext, userId: number, groupId: number, size: number): Promise<BackgroundTask> {
  return startGroupTask(ctx, userId, groupId, 'SPLIT_CONTACT_GROUP', {
    payload: { size },
    check: (group) => {
      if (Number(group.contacts_count) <= size) {
        throw badRequest('size', `Split size must be less than the group's ${group.contacts_count} contacts`);
      }
    },
  });
}

export const splitGroupTask: TaskHandler = {
  async run(run, ctx) {
    const { size } = splitPayload.parse(run.payload);
    const groupId = run.groupId!;
    await run.progress(1);
    const created = await ctx.db.transaction().execute(async (trx) => {
      const source = await trx.selectFrom('contact_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
      if (!source) throw new TaskFailure(contactMessages.groupMissing);
      const ids = (await trx.selectFrom('contacts').select('id').where('group_id', '=', groupId).orderBy('id').execute()).map((r) => Number(r.id));
      const groupIds: number[] = [];
      for (let start = 0, part = 1; start < ids.length; start += size, part++) {
        const name = await freeGroupName(trx, run.userId, `${source.name} - part ${part}`);
        const id = await insertGroup(trx, ctx.now(), run.userId, {
          groupName: name, country: source.country, isCreateAR: false, isSuppression: source.is_suppression === 1, type: Number(source.type),
        });
        const hi = ids[start + size] ?? null;
        const count = await copyContacts(trx, groupId, id, ids[start]!, hi);
        await trx.updateTable('contact_groups').set({ contacts_count: count, lead_total: count, scrub_date: source.scrub_date }).where('id', '=', id).execute();
        groupIds.push(id);
      }
      return groupIds;
    });
    return { groups: created.length, groupIds: created };
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};

export async function startMerge(ctx: AppContext, userId: number, input: Required<MergeGroups>): Promise<BackgroundTask> {
  const ids = [...new Set(input.groupIds)];
  if (ids.length < 2) throw badRequest('groupIds', 'Group ids must have at least 2 item(s)!');
  const rows = await ctx.db.selectFrom('contact_groups').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw groupMissing();
  if (rows.some((g) => g.archived_at !== null)) throw badRequest('groupIds', contactMessages.groupArchived);
  const taken = await ctx.db
    .selectFrom('contact_groups')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_key', '=', input.groupName.trim().toLowerCase())
    .executeTakeFirst();
  if (taken) throw badRequest('groupName', `Group name ${contactMessages.groupExists}`);
  const payload = { groupIds: ids, groupName: input.groupName, deleteOriginals: input.deleteOriginals };
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue(
      { kind: 'MERGE_CONTACT_GROUP', userId, groupId: null, title: `${input.groupName} (${ids.length} groups)`, payload },
      trx,
    );
    for (const groupId of ids) await holdGroup(trx, groupId, id);
    return id;
  });
  return getTask(ctx, userId, taskId);
}

export const mergeGroupsTask: TaskHandler = {
  async run(run, ctx) {
    const { groupIds, groupName, deleteOriginals } = mergePayload.parse(run.payload);
    await run.progress(1);
    const result = await ctx.db.transaction().execute(async (trx) => {
      const sources = await trx.selectFrom('contact_groups').selectAll().where('user_id', '=', run.userId).where('id', 'in', groupIds).execute();
      if (sources.length !== groupIds.length) throw new TaskFailure(contactMessages.groupMissing);
      const first = sources.find((g) => Number(g.id) === groupIds[0]) ?? sources[0]!;
      let newId: number;
      try {
        newId = await insertGroup(trx, ctx.now(), run.userId, {
          groupName, country: first.country, isCreateAR: false, isSuppression: sources.every((g) => g.is_suppression === 1), type: Number(first.type),
        });
      } catch (err) {
        if (err instanceof HttpError) throw new TaskFailure(err.message);
        throw err;
      }
      let count = 0;
      for (const id of groupIds) count += await copyContacts(trx, id, newId, null, null);
      const metadata = emptyGroupMetadata();
      await trx.updateTable('contact_groups').set({ contacts_count: count, lead_total: count, metadata: JSON.stringify(metadata) }).where('id', '=', newId).execute();
      if (deleteOriginals) {
        await trx.deleteFrom('contacts').where('group_id', 'in', groupIds).execute();
        await trx.deleteFrom('contact_groups').where('id', 'in', groupIds).where('user_id', '=', run.userId).execute();
      }
      return { groupId: newId, contacts: count };
    });
    return { ...result, mergedAt: iso(ctx.now()) };
  },
  async finish(run, ctx) {
    const payload = mergePayload.safeParse(run.payload);
    if (!payload.success) return;
    for (const id of payload.data.groupIds) await releaseGroup(ctx.db, id, run.id);
  },
};
