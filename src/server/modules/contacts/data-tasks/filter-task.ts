// FILTER_CONTACT: copies the contacts of a group that match the filters (the group-detail search's
// operators) into a new group of type 'Filter task'. The new group is made, empty, by the request
// that queues the task, and held by it while it runs. The copy goes in id ranges of the source, one
// INSERT ... SELECT each, skipping what the new group already has: so the task can be stopped
// (PAUSED, resumable) and resumed, or re-run after a restart, and it only ever adds what is missing.
// A failed run empties the new group again (undo). The source is only read, so it is not held.
import { contactMessages } from '@domain/contacts';
import { FILTER_TASK_GROUP_TYPE, filterContactsSchema, type FilterContacts } from '@domain/contact-data-tasks';
import type { BackgroundTask } from '@domain/background-tasks';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { TaskFailure, type TaskHandler } from '../../../tasks/task-handler';
import { getTask } from '../../background-tasks/service';
import { filterCondition } from '../contacts-search';
import { holdGroup, insertGroup, releaseGroup } from '../groups-service';
import { ownLiveGroup } from './start-group-task';

const RANGE = 10_000;
const COPIED = ['phone', 'type', 'carrier', 'first_name', 'last_name', 'email', 'city', 'state_code', 'zip_code', 'data', 'created_at'] as const;
const payloadSchema = z.object({ sourceGroupId: z.number().int(), search: filterContactsSchema });

export async function startFilter(ctx: AppContext, userId: number, sourceGroupId: number, input: z.output<typeof filterContactsSchema>): Promise<BackgroundTask> {
  const source = await ownLiveGroup(ctx, userId, sourceGroupId);
  const search: FilterContacts = input;
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const targetId = await insertGroup(trx, ctx.now(), userId, {
      groupName: input.groupName, country: source.country, isCreateAR: false, isSuppression: false, type: FILTER_TASK_GROUP_TYPE,
    });
    const id = await ctx.tasks.enqueue(
      { kind: 'FILTER_CONTACT', userId, groupId: targetId, title: `${input.groupName} (from ${source.name})`, payload: { sourceGroupId, search } },
      trx,
    );
    await holdGroup(trx, targetId, id);
    return id;
  });
  return getTask(ctx, userId, taskId);
}

export const filterTask: TaskHandler = {
  resumable: true,
  async run(run, ctx) {
    const { sourceGroupId, search } = payloadSchema.parse(run.payload);
    const targetId = run.groupId!;
    const source = await ctx.db
      .selectFrom('contact_groups')
      .select('contacts_count')
      .where('id', '=', sourceGroupId)
      .where('user_id', '=', run.userId)
      .executeTakeFirst();
    if (!source) throw new TaskFailure(contactMessages.groupMissing);
    const parts = search.filters.map((f) => filterCondition(f, ctx.dialect));
    const matches = sql<SqlBool>`(${sql.join(parts, search.operator === 'AND' ? sql` and ` : sql` or `)})`;
    const total = Math.max(1, Number(source.contacts_count));
    let lastId = 0;
    let scanned = 0;
    for (;;) {
      // The last id of the next range of the source (or none: the rest of it).
      const edge = await ctx.db
        .selectFrom('contacts')
        .select('id')
        .where('group_id', '=', sourceGroupId)
        .where('id', '>', lastId)
        .orderBy('id')
        .offset(RANGE - 1)
        .limit(1)
        .executeTakeFirst();
      const hi = edge ? Number(edge.id) : null;
      let select = ctx.db
        .selectFrom('contacts')
        .select([sql.lit(targetId).as('group_id'), ...COPIED])
        .where('group_id', '=', sourceGroupId)
        .where('id', '>', lastId)
        .where(matches);
      if (hi !== null) select = select.where('id', '<=', hi);
      const res = await ctx.db
        .insertInto('contacts')
        .columns(['group_id', ...COPIED])
        .expression(select)
        .onConflict((oc) => oc.columns(['group_id', 'phone']).doNothing())
        .executeTakeFirst();
      // The new group shows what it holds so far, paused or not.
      const added = Number(res.numInsertedOrUpdatedRows ?? 0);
      if (added > 0) {
        await ctx.db.updateTable('contact_groups').set((eb) => ({ contacts_count: eb('contacts_count', '+', added) })).where('id', '=', targetId).execute();
      }
      if (hi === null) break;
      lastId = hi;
      scanned += RANGE;
      await run.progress((scanned / total) * 99);
    }
    const count = await ctx.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', targetId)
      .executeTakeFirstOrThrow();
    const contacts = Number(count.n);
    await ctx.db.updateTable('contact_groups').set({ contacts_count: contacts, lead_total: contacts }).where('id', '=', targetId).execute();
    return { groupId: targetId, contacts };
  },
  async undo(run, ctx) {
    await ctx.db.deleteFrom('contacts').where('group_id', '=', run.groupId!).execute();
    await ctx.db.updateTable('contact_groups').set({ contacts_count: 0 }).where('id', '=', run.groupId!).execute();
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
