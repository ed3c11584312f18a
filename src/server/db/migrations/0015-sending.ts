// The sending engine (issue 10; decision 29).
// - campaign_runs: one row per sent campaign, the engine's own state beside the wizard's row: the
//   audience cursor (the group being read and the last contact id taken in it, so a restart neither
//   skips nor repeats one), the
//   send round (0 the first send, n the n-th resend), the lease of the process dispatching it, the
//   last send (the throttle's anchor), why it paused, and its counters (000 §3 "Campaign stats").
// - message_batches: the unit handed to the carrier, under an idempotency key; written with its
//   messages and its charge in one transaction, so a batch is either wholly there, charged and
//   queued, or not at all.
// - messages: one row per contact per round, unique by idem_key (campaign:round:phone), so a
//   contact can never get two messages of one round; state held (recipient's quiet hours) ->
//   queued -> submitted -> reported (the carrier's result code arrived).
// - campaign_minute_stats: the time series the stats screens read, per campaign per UTC minute.
// - campaign_events: the campaign's history (started, paused and why, resumed, completed, laps).
// - campaign_paused_elements: creatives and offers auto-optimization paused, and until when.
// - short_links.message_id: the per-contact short link of a message, so its click is the message's.
// - sim_carrier_batches, sim_carrier_events: the built-in carrier simulator's own records (what a
//   real carrier keeps on its side): batches accepted by key, and the audience's clicks, replies,
//   conversions and calls waiting for their time.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

const COUNTERS = [
  'total',
  'queued',
  'held',
  'sent',
  'delivered',
  'failed',
  'blocked',
  'optout',
  'attempt_failed',
  'rejected',
  'clicked',
  'replied',
  'convertor',
  'callback',
  'skipped',
] as const;

export function sending(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let runs = db.schema
        .createTable('campaign_runs')
        .addColumn('campaign_id', BIGINT, (c) => c.primaryKey().references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('round_kind', 'text', (c) => c.notNull().defaultTo('send'))
        .addColumn('cursor_group', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cursor', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('audience_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_sent_at', 'text')
        .addColumn('next_at', 'text')
        .addColumn('pause_reason', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('lap', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('cost_millicents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('charged_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('revenue_cents', BIGINT, (c) => c.notNull().defaultTo(0));
      for (const name of COUNTERS) runs = runs.addColumn(name, BIGINT, (c) => c.notNull().defaultTo(0));
      await runs.execute();
      await db.schema.createIndex('campaign_runs_user').on('campaign_runs').columns(['user_id']).execute();
      // The audience is read a group at a time in id order after the cursor: a range scan, never a sort.
      await db.schema.createIndex('contacts_group_id').on('contacts').columns(['group_id', 'id']).execute();

      // campaign_id is null for a test send (the wizard's seed numbers), which belongs to no campaign.
      await withId(db.schema.createTable('message_batches'), dialect)
        .addColumn('campaign_id', BIGINT, (c) => c.references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .execute();
      await db.schema.createIndex('message_batches_state').on('message_batches').columns(['state', 'id']).execute();
      await db.schema.createIndex('message_batches_campaign').on('message_batches').columns(['campaign_id', 'id']).execute();

      await withId(db.schema.createTable('messages'), dialect)
        .addColumn('campaign_id', BIGINT, (c) => c.references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('batch_id', BIGINT)
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('contact_id', BIGINT)
        .addColumn('group_id', BIGINT)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('idem_key', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('hold_until', 'text')
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('route_id', BIGINT)
        .addColumn('did', 'text')
        .addColumn('did_id', BIGINT)
        .addColumn('creative_id', BIGINT)
        .addColumn('offer_id', BIGINT)
        .addColumn('domain', 'text')
        .addColumn('link_code', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('segments', 'integer', (c) => c.notNull())
        .addColumn('cost_millicents', BIGINT, (c) => c.notNull())
        .addColumn('result', 'integer')
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('result_at', 'text')
        .addColumn('clicked_at', 'text')
        .addColumn('replied_at', 'text')
        .addColumn('converted_at', 'text')
        .addColumn('revenue_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .execute();
      // No index holds the state or the result, so a message moving queued -> submitted -> reported
      // rewrites its row and no index (the engine's throughput is those three writes); only held
      // messages are indexed by state, in a partial index.
      await db.schema.createIndex('messages_campaign_round').on('messages').columns(['campaign_id', 'round', 'id']).execute();
      await db.schema.createIndex('messages_batch').on('messages').columns(['batch_id']).execute();
      await db.schema.createIndex('messages_user_phone').on('messages').columns(['user_id', 'phone', 'id']).execute();
      await db.schema
        .createIndex('messages_held')
        .on('messages')
        .columns(['campaign_id', 'hold_until'])
        .where(sql.ref('state'), '=', sql.lit('held'))
        .execute();

      await db.schema
        .createTable('campaign_minute_stats')
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('sent', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('delivered', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('failed', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('clicked', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('replied', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('optout', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('convertor', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('cost_millicents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('revenue_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('campaign_minute_stats_pk', ['campaign_id', 'minute'])
        .execute();
      await db.schema.createIndex('campaign_minute_stats_user').on('campaign_minute_stats').columns(['user_id', 'minute']).execute();

      await withId(db.schema.createTable('campaign_events'), dialect)
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('campaign_events_campaign').on('campaign_events').columns(['campaign_id', 'id']).execute();
      await db.schema.createIndex('campaign_events_user').on('campaign_events').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('campaign_paused_elements')
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('element', 'text', (c) => c.notNull())
        .addColumn('element_id', BIGINT, (c) => c.notNull())
        .addColumn('lap', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('paused_until', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_paused_elements_pk', ['campaign_id', 'element', 'element_id'])
        .execute();

      await db.schema.alterTable('short_links').addColumn('message_id', BIGINT).execute();
      await db.schema.createIndex('short_links_message').on('short_links').columns(['message_id']).execute();

      await db.schema
        .createTable('sim_carrier_batches')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('accepted_at', 'text', (c) => c.notNull())
        .addColumn('report_due_at', 'text', (c) => c.notNull())
        .addColumn('reported_at', 'text')
        .execute();
      await db.schema.createIndex('sim_carrier_batches_due').on('sim_carrier_batches').columns(['reported_at', 'report_due_at']).execute();
      await withId(db.schema.createTable('sim_carrier_events'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .execute();
      await db.schema.createIndex('sim_carrier_events_due').on('sim_carrier_events').columns(['done_at', 'due_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contacts_group_id').ifExists().execute();
      await db.schema.dropIndex('short_links_message').ifExists().execute();
      await db.schema.alterTable('short_links').dropColumn('message_id').execute();
      for (const table of ['sim_carrier_events', 'sim_carrier_batches', 'campaign_paused_elements', 'campaign_events', 'campaign_minute_stats', 'messages', 'message_batches', 'campaign_runs']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
