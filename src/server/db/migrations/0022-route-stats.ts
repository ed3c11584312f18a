// The statistics per route (issue 11; decision 33, "The ROUTE view").
// - route_minute_stats: the campaign's minute series split by the route its messages went over,
//   written by the engine beside campaign_minute_stats (addMinute writes both), so a campaign sent
//   over several routes counts under each of them. route_id 0: not known (see the backfill).
// - route_hour_stats: its roll-up per UTC hour, kept by triggers as 0019 keeps campaign_hour_stats.
// - Backfill: a campaign whose compose names one route has its minutes copied under that route;
//   the minutes of one sent over several, written before this table, cannot be split without
//   reading every message and go under route 0, shown as 'Several routes'.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT } from '../schema-helpers';

const COUNTERS = ['sent', 'delivered', 'failed', 'clicked', 'replied', 'optout', 'convertor', 'cost_millicents', 'revenue_cents'] as const;

const list = (f: (c: string) => string) => COUNTERS.map(f).join(', ');
const COLUMNS = `campaign_id, route_id, user_id, hour, ${list((c) => c)}`;
const upsert = (value: (c: string) => string) =>
  `insert into route_hour_stats (${COLUMNS}) values (NEW.campaign_id, NEW.route_id, NEW.user_id, substr(NEW.minute, 1, 13), ${list(value)}) ` +
  `on conflict (campaign_id, route_id, hour) do update set ${list((c) => `${c} = route_hour_stats.${c} + excluded.${c}`)}`;
const subtract = `update route_hour_stats set ${list((c) => `${c} = ${c} - OLD.${c}`)} where campaign_id = OLD.campaign_id and route_id = OLD.route_id and hour = substr(OLD.minute, 1, 13)`;

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql.raw(`create trigger route_minute_stats_hour_insert after insert on route_minute_stats begin ${upsert((c) => `NEW.${c}`)}; end`).execute(db);
  await sql.raw(`create trigger route_minute_stats_hour_update after update on route_minute_stats begin ${upsert((c) => `NEW.${c} - OLD.${c}`)}; end`).execute(db);
  await sql.raw(`create trigger route_minute_stats_hour_delete after delete on route_minute_stats begin ${subtract}; end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create or replace function route_minute_stats_to_hour() returns trigger language plpgsql as $$
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
  await sql.raw('create trigger route_minute_stats_hour after insert or update or delete on route_minute_stats for each row execute function route_minute_stats_to_hour()').execute(db);
}

/** The one route a stored compose sends over, else 0 (several, or none readable). */
export function onlyRoute(composeJson: string): number {
  try {
    const c = JSON.parse(composeJson) as { sendMethod?: number; routesOneWay?: { routeId?: unknown }[]; routesTwoWays?: { routeId?: unknown }[] };
    const routes = (c.sendMethod === 1 ? c.routesOneWay : c.routesTwoWays) ?? [];
    const ids = [...new Set(routes.map((r) => r.routeId).filter((id): id is number => typeof id === 'number'))];
    return ids.length === 1 ? ids[0] : 0;
  } catch {
    return 0;
  }
}

export function routeStats(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, key] of [['route_minute_stats', 'minute'], ['route_hour_stats', 'hour']] as const) {
        let create = db.schema
          .createTable(table)
          .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
          .addColumn('route_id', BIGINT, (c) => c.notNull())
          .addColumn('user_id', BIGINT, (c) => c.notNull())
          .addColumn(key, 'text', (c) => c.notNull());
        for (const counter of COUNTERS) create = create.addColumn(counter, BIGINT, (c) => c.notNull().defaultTo(0));
        await create.addPrimaryKeyConstraint(`${table}_pk`, ['campaign_id', 'route_id', key]).execute();
        await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', key]).execute();
      }
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);

      // Campaigns that have minutes, each copied under its one route (or 0); the triggers fill the hours.
      const campaigns = await sql<{ id: number; compose: string }>`select id, compose from campaigns where id in (select distinct campaign_id from campaign_minute_stats)`.execute(db);
      for (const c of campaigns.rows) {
        await sql
          .raw(
            `insert into route_minute_stats (campaign_id, route_id, user_id, minute, ${list((x) => x)}) ` +
              `select campaign_id, ${onlyRoute(c.compose)}, user_id, minute, ${list((x) => x)} from campaign_minute_stats where campaign_id = ${Number(c.id)}`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const kind of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists route_minute_stats_hour_${kind}`).execute(db);
      } else {
        await sql.raw('drop trigger if exists route_minute_stats_hour on route_minute_stats').execute(db);
        await sql.raw('drop function if exists route_minute_stats_to_hour()').execute(db);
      }
      await db.schema.dropTable('route_hour_stats').execute();
      await db.schema.dropTable('route_minute_stats').execute();
    },
  };
}
