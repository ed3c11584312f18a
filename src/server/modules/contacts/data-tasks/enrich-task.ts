// DATA_ENRICHING: fills the carrier and phone type of contacts that do not have them yet (never
// scrubbed: type RAW) from the phone-lookup provider. Free, unlike a scrub: it does not consult the
// DNC list, charge, or set the group's scrub date, so the send rule still asks for a scrub. Each
// batch is one transaction; a contact's line type is a fact about its number, so what a cancelled
// run already filled stays filled (the next run skips it).
import type { TaskHandler } from '../../../tasks/task-handler';
import { readMetadata } from '../group-view';
import { releaseGroup } from '../groups-service';
import { classifyInBatches } from './line-type-batches';

export const enrichTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const pending = await ctx.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', groupId)
      .where('type', '=', 'RAW')
      .executeTakeFirstOrThrow();
    const total = Math.max(1, Number(pending.n));
    const enriched = await classifyInBatches(ctx, run, {
      groupId,
      onlyRaw: true,
      total,
      upTo: 95,
      withDnc: false,
      classify: (_phone, answer) => answer.lineType,
    });
    // The group's carrier breakdown, over every contact that has one now.
    const carriers = await ctx.db
      .selectFrom('contacts')
      .select(['carrier', (eb) => eb.fn.countAll<number>().as('n')])
      .where('group_id', '=', groupId)
      .where('carrier', 'is not', null)
      .groupBy('carrier')
      .execute();
    const group = await ctx.db.selectFrom('contact_groups').select('metadata').where('id', '=', groupId).executeTakeFirstOrThrow();
    const metadata = readMetadata(group.metadata);
    metadata.carrier = Object.fromEntries(carriers.map((c) => [c.carrier ?? '', Number(c.n)]));
    await ctx.db.updateTable('contact_groups').set({ metadata: JSON.stringify(metadata) }).where('id', '=', groupId).execute();
    return { enriched };
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
