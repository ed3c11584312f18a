// DATA_CERTING_CONTACT_GROUP: certifies a group for one vertical. Every deliverable contact (not a
// landline, invalid or DNC number, not opted out, not on the system blacklist) gets the vertical
// in its `vertical` field, and the group records it as certedVertical. One UPDATE over the group:
// it happens whole or not at all, so there is nothing to undo.
import { certifyGroupSchema } from '@domain/contact-data-tasks';
import { UNDELIVERABLE_TYPES } from '@domain/contacts';
import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import type { TaskHandler } from '../../../tasks/task-handler';
import { releaseGroup } from '../groups-service';
import { blacklistedPhones, optedOutPhones } from './phone-lists';

/** data with one key set, as text, in the dialect's JSON functions. */
function withKey(ctx: AppContext, key: string, value: string) {
  return ctx.dialect === 'sqlite'
    ? sql<string>`json_set(coalesce(data, '{}'), ${`$."${key}"`}, ${value})`
    : sql<string>`(coalesce(data, '{}')::jsonb || jsonb_build_object(${key}::text, ${value}::text))::text`;
}

export const certifyTask: TaskHandler = {
  async run(run, ctx) {
    const { vertical } = certifyGroupSchema.parse(run.payload);
    const groupId = run.groupId!;
    await run.progress(1);
    const { certified, total } = await ctx.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('contacts')
        .set({ data: withKey(ctx, 'vertical', vertical) })
        .where('group_id', '=', groupId)
        .where('type', 'not in', [...UNDELIVERABLE_TYPES])
        .where('phone', 'not in', optedOutPhones(trx, run.userId))
        .where('phone', 'not in', blacklistedPhones(trx))
        .executeTakeFirst();
      const count = await trx
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      await trx.updateTable('contact_groups').set({ certed_vertical: vertical }).where('id', '=', groupId).execute();
      return { certified: Number(res.numUpdatedRows), total: Number(count.n) };
    });
    return { vertical, certified, excluded: total - certified };
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
