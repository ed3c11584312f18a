// DATA_REFRESHING: recomputes what the group's row says about its contacts from the contacts
// themselves: how many there are, how many are opted out, the carrier breakdown and the DNC and
// landline counts. The counters drift when numbers are opted out or contacts deleted elsewhere;
// this sets them right in one transaction.
import type { TaskHandler } from '../../../tasks/task-handler';
import { readMetadata } from '../group-view';
import { releaseGroup } from '../groups-service';
import { optedOutPhones } from './phone-lists';

export const refreshTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    await run.progress(1);
    return ctx.db.transaction().execute(async (trx) => {
      const inGroup = trx.selectFrom('contacts').where('group_id', '=', groupId);
      const [byType, carriers, optedOut] = await Promise.all([
        inGroup.select(['type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('type').execute(),
        inGroup.select(['carrier', (eb) => eb.fn.countAll<number>().as('n')]).where('carrier', 'is not', null).groupBy('carrier').execute(),
        inGroup
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('phone', 'in', optedOutPhones(trx, run.userId))
          .executeTakeFirstOrThrow(),
      ]);
      const ofType = (type: string) => Number(byType.find((t) => t.type === type)?.n ?? 0);
      const contacts = byType.reduce((sum, t) => sum + Number(t.n), 0);
      const group = await trx.selectFrom('contact_groups').select('metadata').where('id', '=', groupId).executeTakeFirstOrThrow();
      const metadata = readMetadata(group.metadata);
      metadata.carrier = Object.fromEntries(carriers.map((c) => [c.carrier ?? '', Number(c.n)]));
      metadata.dnc = ofType('DNC');
      metadata.landline = ofType('LANDLINE');
      await trx
        .updateTable('contact_groups')
        .set({ contacts_count: contacts, optout: Number(optedOut.n), metadata: JSON.stringify(metadata) })
        .where('id', '=', groupId)
        .execute();
      return { contacts, optout: Number(optedOut.n), dnc: metadata.dnc, landline: metadata.landline };
    });
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
