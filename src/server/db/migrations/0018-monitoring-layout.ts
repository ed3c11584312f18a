// The monitoring layout each user keeps (issue 11; 000 §3 campaignMonitoringLayout): JSON text of
// the columns, their order, shown, frozen and width, and the sort; null until the user changes the
// default. Older layouts are migrated when read (src/domain/monitoring-layout.ts), not here: a
// stored layout is the user's, and reading it through the migration keeps the row as written.
import type { Kysely, Migration } from 'kysely';

export function monitoringLayout(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('campaign_monitoring_layout', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('campaign_monitoring_layout').execute();
    },
  };
}
