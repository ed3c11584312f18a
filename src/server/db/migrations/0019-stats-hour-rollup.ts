// The statistics' hour roll-up (issue 11; decision 33).
// - campaign_hour_stats: campaign_minute_stats summed per campaign per UTC hour ('YYYY-MM-DD HH',
//   the first 13 characters of the minute key). The HOUR stats read it: summing a 3-day range of
//   200 busy campaigns' minute rows at read time took ~550 ms on SQLite, the hour rows ~10 ms.
// - Triggers on campaign_minute_stats keep it equal to the roll-up of the minutes in the same
//   transaction as the minute's write, whoever writes it (the engine's addMinute upserts, the
//   revenue recount's corrections, the seed), so nothing else has to remember it. A minute row's
//   keys never change, so an update adds the difference of its counters to the same hour.
// - Existing minute rows are rolled up once here.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT } from '../schema-helpers';

const COUNTERS = ['sent', 'delivered', 'failed', 'clicked', 'replied', 'optout', 'convertor', 'cost_millicents', 'revenue_cents'] as const;

const list = (f: (c: string) => string) => COUNTERS.map(f).join(', ');
const COLUMNS = `campaign_id, user_id, hour, ${list((c) => c)}`;
/** The upsert both dialects' triggers run, with `value(c)` the amount added to counter c. */
const upsert = (value: (c: string) => string) =>
  `insert into campaign_hour_stats (${COLUMNS}) values (NEW.campaign_id, NEW.user_id, substr(NEW.minute, 1, 13), ${list(value)}) ` +
  `on conflict (campaign_id, hour) do update set ${list((c) => `${c} = campaign_hour_stats.${c} + excluded.${c}`)}`;
/** A deleted minute (its campaign deleted) leaves the hour: an update, never an insert, so a hour row cascaded away first is not brought back. */
const subtract = `update campaign_hour_stats set ${list((c) => `${c} = ${c} - OLD.${c}`)} where campaign_id = OLD.campaign_id and hour = substr(OLD.minute, 1, 13)`;

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql.raw(`create trigger campaign_minute_stats_hour_insert after insert on campaign_minute_stats begin ${upsert((c) => `NEW.${c}`)}; end`).execute(db);
  await sql.raw(`create trigger campaign_minute_stats_hour_update after update on campaign_minute_stats begin ${upsert((c) => `NEW.${c} - OLD.${c}`)}; end`).execute(db);
  await sql.raw(`create trigger campaign_minute_stats_hour_delete after delete on campaign_minute_stats begin ${subtract}; end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create or replace function campaign_minute_stats_to_hour() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${upsert((c) => `NEW.${c}`)};
  elsif tg_op = 'UPDATE' then
    ${upsert((c) => `NEW.${c} - OLD.${c}`)};
  else
    ${subtract};
  end if;
  return null;
end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger campaign_minute_stats_hour after insert or update or delete on campaign_minute_stats for each row execute function campaign_minute_stats_to_hour()')
    .execute(db);
}

export function statsHourRollup(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('campaign_hour_stats')
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('hour', 'text', (c) => c.notNull());
      for (const counter of COUNTERS) table = table.addColumn(counter, BIGINT, (c) => c.notNull().defaultTo(0));
      await table.addPrimaryKeyConstraint('campaign_hour_stats_pk', ['campaign_id', 'hour']).execute();
      await db.schema.createIndex('campaign_hour_stats_user').on('campaign_hour_stats').columns(['user_id', 'hour']).execute();

      await sql
        .raw(
          `insert into campaign_hour_stats (${COLUMNS}) select campaign_id, user_id, substr(minute, 1, 13), ${list((c) => `sum(${c})`)} ` +
            'from campaign_minute_stats group by campaign_id, user_id, substr(minute, 1, 13)',
        )
        .execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const kind of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists campaign_minute_stats_hour_${kind}`).execute(db);
      } else {
        await sql.raw('drop trigger if exists campaign_minute_stats_hour on campaign_minute_stats').execute(db);
        await sql.raw('drop function if exists campaign_minute_stats_to_hour()').execute(db);
      }
      await db.schema.dropTable('campaign_hour_stats').execute();
    },
  };
}
