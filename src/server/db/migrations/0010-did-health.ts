// DID health and rotation cycles (issue 7: scrub DIDs, handle bad DIDs, reset cycle).
// - dids.status ACTIVE or BAD, with the reason and when a scrub last checked the number: a scrub
//   marks what the vendor's carrier check or the group's delivered threshold finds; handling bad
//   DIDs moves them; releasing them is the existing release.
// - dids.cycle_sent: messages sent by the number in the group's current rotation cycle (the sending
//   engine counts them against messagePerCycle); reset cycle zeroes them and stamps the group.
// - did_groups.scrubbed_at: the last scrub that ended, which auto-scrub's interval is counted from.
import { type Kysely, type Migration } from 'kysely';
import { BIGINT } from '../schema-helpers';

export function didHealth(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dids').addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE')).execute();
      await db.schema.alterTable('dids').addColumn('bad_reason', 'text').execute();
      await db.schema.alterTable('dids').addColumn('checked_at', 'text').execute();
      await db.schema.alterTable('dids').addColumn('cycle_sent', BIGINT, (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('did_groups').addColumn('scrubbed_at', 'text').execute();
      await db.schema.alterTable('did_groups').addColumn('cycle_reset_at', 'text').execute();
      await db.schema.createIndex('dids_group_status').on('dids').columns(['group_id', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('dids_group_status').ifExists().execute();
      for (const column of ['status', 'bad_reason', 'checked_at', 'cycle_sent']) await db.schema.alterTable('dids').dropColumn(column).execute();
      for (const column of ['scrubbed_at', 'cycle_reset_at']) await db.schema.alterTable('did_groups').dropColumn(column).execute();
    },
  };
}
