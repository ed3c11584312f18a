// The statistics call over a busy account (issue 11, "Benchmark"): 200 finished campaigns of the
// demo user, each with a minute row for every minute of the last 3 days (864,000 rows, 50,000
// messages a campaign: 10 million in all; no message rows, since the statistics read only the
// series). The real app on a fresh SQLite file, over HTTP on loopback, as the demo user: 200 calls
// of the 3-day HOUR stats (all campaigns, CAMPAIGN view) after a warm-up. Each minute is written
// split by route too (route_minute_stats), as the engine does. Prints:
//   FIGURE stats.p95_ms                 the 3-day HOUR stats call, CAMPAIGN view (target < 200 ms)
//   FIGURE stats.route_p95_ms           the same by ROUTE
//   FIGURE stats.one_campaign_minute_p95_ms  one campaign's 3 days per MINUTE
//   FIGURE stats.read_time_rollup_ms    what the HOUR totals cost summed from the minutes at read
//                                       time (the query migration 0019's roll-up replaces), median of 5
// Figures only: it fails only when something breaks (a call that does not answer 200).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import type { StatsAnswer } from '@domain/stats';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { migrateToLatest } from '@server/db/migrate';
import { openDb } from '@server/db/open-db';
import { seed } from '@server/db/seed';

const CAMPAIGNS = 200;
const DAYS = 3;
const MESSAGES = 10_000_000;
const CALLS = 200;
const WARMUPS = 10;
const MINUTE_MS = 60_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => Math.round(n * 10) / 10;
const minuteKey = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

const dataDir = await mkdtemp(path.join(tmpdir(), 'stats-bench-'));
const file = path.join(dataDir, 'app.db');
const { db } = openDb({ kind: 'sqlite', file });
await migrateToLatest(db, 'sqlite');
await seed(db, () => new Date());

// ---- 200 campaigns and their 3 days of minutes, written straight to the file --------------------
const raw = new SqliteDatabase(file);
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = NORMAL');
const demo = raw.prepare("select id from users where email = 'demo@example.com'").get() as { id: number };
const ready = raw.prepare("select compose from campaigns where user_id = ? and title = 'Spring sale to scrubbed customers'").get(demo.id) as { compose: string };
const routes = (raw.prepare("select id from routes where status = 'active' order by id limit 4").all() as { id: number }[]).map((r) => r.id);
const end = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
const start = end - DAYS * 24 * 60 * MINUTE_MS;
const minutes = DAYS * 24 * 60;
const perCampaign = MESSAGES / CAMPAIGNS;

const started = performance.now();
const insertCampaign = raw.prepare(
  "insert into campaigns (user_id, title, status, compose, audience, scheduled_at, created_at, updated_at, sent_at) values (?, ?, 'completed', ?, ?, null, ?, ?, ?)",
);
const insertMinute = raw.prepare(
  'insert into campaign_minute_stats (campaign_id, user_id, minute, sent, delivered, failed, clicked, replied, optout, convertor, cost_millicents, revenue_cents) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const insertRouteMinute = raw.prepare(
  'insert into route_minute_stats (campaign_id, route_id, user_id, minute, sent, delivered, failed, clicked, replied, optout, convertor, cost_millicents, revenue_cents) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
raw.transaction(() => {
  const base = JSON.parse(ready.compose) as { routesTwoWays: { routeId: number; didGroupIds: number[] }[] };
  const didGroups = base.routesTwoWays[0]?.didGroupIds ?? [];
  for (let c = 0; c < CAMPAIGNS; c++) {
    // One route each, in turn, and every tenth campaign over two: the ROUTE view has work to do.
    const own = c % 10 === 9 ? [routes[0], routes[1]] : [routes[c % routes.length]];
    const compose = JSON.stringify({ ...base, campaignTitle: `Bench campaign ${c + 1}`, routesTwoWays: own.map((routeId) => ({ routeId, didGroupIds: didGroups })) });
    const at = new Date(start).toISOString();
    const id = Number(insertCampaign.run(demo.id, `Bench campaign ${c + 1}`, compose, perCampaign, at, at, at).lastInsertRowid);
    for (let m = 0; m < minutes; m++) {
      // perCampaign messages spread evenly over the minutes, whole numbers summing exactly.
      const sent = Math.floor(((m + 1) * perCampaign) / minutes) - Math.floor((m * perCampaign) / minutes);
      const delivered = sent - (m % 7 === 0 ? 1 : 0);
      const minute = minuteKey(start + m * MINUTE_MS);
      insertMinute.run(id, demo.id, minute, sent, delivered, sent - delivered, m % 3, m % 11 === 0 ? 1 : 0, 0, m % 17 === 0 ? 1 : 0, sent * 750, m % 17 === 0 ? 200 : 0);
      // The same minute split by route, as the engine writes it: a two-route campaign's minutes go
      // over its routes in turn.
      const route = own[m % own.length];
      insertRouteMinute.run(id, route, demo.id, minute, sent, delivered, sent - delivered, m % 3, m % 11 === 0 ? 1 : 0, 0, m % 17 === 0 ? 1 : 0, sent * 750, m % 17 === 0 ? 200 : 0);
    }
  }
})();
const written = (raw.prepare('select count(*) as n, sum(sent) as sent from campaign_minute_stats where campaign_id in (select id from campaigns where title like ?)').get('Bench campaign %') as { n: number; sent: number });
const hours = (raw.prepare('select count(*) as n from campaign_hour_stats').get() as { n: number }).n;
console.log(`  wrote ${written.n.toLocaleString('en-US')} minute rows (${written.sent.toLocaleString('en-US')} messages) and ${hours.toLocaleString('en-US')} hour rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// The read-time roll-up the hour table replaces: the same 3 days summed from the minutes.
const rollup = raw.prepare(
  'select substr(minute, 1, 13) as hour, sum(sent), sum(delivered), sum(failed), sum(clicked), sum(replied), sum(optout), sum(convertor), sum(cost_millicents), sum(revenue_cents) from campaign_minute_stats where user_id = ? and minute >= ? and minute <= ? group by substr(minute, 1, 13)',
);
const rollupTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  rollup.all(demo.id, minuteKey(start), minuteKey(end - MINUTE_MS));
  rollupTimes.push(performance.now() - t0);
}
raw.close();

// ---- the real app, over HTTP ------------------------------------------------------------------
const config = loadConfig({ DATA_DIR: dataDir, APP_VERSION: 'bench', LOGIN_RATE_LIMIT: '1000' });
const app = await buildApp({ config, db, dialect: 'sqlite', runTasks: false, runEngine: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const login = await fetch(`${origin}${API_BASE}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo#2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const range = { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
  const firstId = (await (await fetch(`${origin}${API_BASE}/stats/campaigns`, { headers: { [SESSION_HEADER]: token } })).json()) as { items: { id: number }[] };

  async function time(query: Record<string, string>, label: string): Promise<number[]> {
    const url = `${origin}${API_BASE}/stats?${new URLSearchParams({ ...range, ...query })}`;
    const times: number[] = [];
    let answer: StatsAnswer | null = null;
    for (let i = 0; i < WARMUPS + CALLS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { [SESSION_HEADER]: token } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${body.slice(0, 300)}`);
      if (i >= WARMUPS) times.push(performance.now() - t0);
      answer ??= JSON.parse(body) as StatsAnswer;
    }
    times.sort((a, b) => a - b);
    const sent = answer ? answer.points.reduce((s, p) => s + p.sent, 0) : 0;
    console.log(
      `  ${label.padEnd(34)} p50 ${ms(percentile(times, 50))} ms  p95 ${ms(percentile(times, 95))} ms  max ${ms(times[times.length - 1])} ms  ` +
        `(${answer?.points.length ?? 0} buckets, ${answer?.entries.length ?? 0} entries, ${sent.toLocaleString('en-US')} sent)`,
    );
    return times;
  }

  const campaign = await time({ granularity: 'HOUR', viewType: 'CAMPAIGN' }, '3 days per HOUR, CAMPAIGN');
  const route = await time({ granularity: 'HOUR', viewType: 'ROUTE' }, '3 days per HOUR, ROUTE');
  const minute = await time({ granularity: 'MINUTE', viewType: 'CAMPAIGN', cpId: String(firstId.items[0]?.id ?? 1) }, 'one campaign, 3 days per MINUTE');
  rollupTimes.sort((a, b) => a - b);
  console.log(`  read-time roll-up of the minutes      median ${ms(rollupTimes[2])} ms (the query the hour table replaces)`);
  console.log(`FIGURE stats.p95_ms=${ms(percentile(campaign, 95))} ms`);
  console.log(`FIGURE stats.route_p95_ms=${ms(percentile(route, 95))} ms`);
  console.log(`FIGURE stats.one_campaign_minute_p95_ms=${ms(percentile(minute, 95))} ms`);
  console.log(`FIGURE stats.read_time_rollup_ms=${ms(rollupTimes[2])} ms`);
} finally {
  await app.close();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
