// DATA_CONSUMING: applies the lists that changed since the group was imported. Contacts whose
// number has since opted out, been put on the system blacklist, or appeared in one of the user's
// suppression groups are removed from the group and counted in its lead counters (leadOptout,
// leadSystemBlacklisted, leadFiltered), as an import would have. One transaction: all or nothing.
import type { TaskHandler } from '../../../tasks/task-handler';
import { releaseGroup } from '../groups-service';
import { blacklistedPhones, optedOutPhones, suppressedPhones, type PhoneList } from './phone-lists';

export const consumeTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    await run.progress(1);
    return ctx.db.transaction().execute(async (trx) => {
      const removeWhere = async (phones: PhoneList) => {
        const res = await trx.deleteFrom('contacts').where('group_id', '=', groupId).where('phone', 'in', phones).executeTakeFirst();
        return Number(res.numDeletedRows);
      };
      // In this order, so a number on several lists counts once, for the first.
      const optout = await removeWhere(optedOutPhones(trx, run.userId));
      const blacklisted = await removeWhere(blacklistedPhones(trx));
      const suppressed = await removeWhere(suppressedPhones(trx, run.userId, groupId));
      const removed = optout + blacklisted + suppressed;
      await trx
        .updateTable('contact_groups')
        .set((eb) => ({
          contacts_count: eb('contacts_count', '-', removed),
          lead_optout: eb('lead_optout', '+', optout),
          lead_system_blacklisted: eb('lead_system_blacklisted', '+', blacklisted),
          lead_filtered: eb('lead_filtered', '+', suppressed),
        }))
        .where('id', '=', groupId)
        .execute();
      return { removed, optout, blacklisted, suppressed };
    });
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
