// The monitoring list call while campaigns send (issue 11, "Benchmark"): 200 campaigns of the demo
// user, 190 finished (their runs' counters and a day of minute stats each) and 10 running at full
// speed through the carrier simulator, sent by the real server in a child process on a fresh SQLite
// file (the engine benchmark's server, tests/bench/engine). This process is the monitoring screen:
// it asks the list every 100 ms while the 10 campaigns send, as the screen's 2 s refresh does for
// many senders at once. Prints:
//   FIGURE monitoring.p95_ms        GET /campaigns/monitoring, the default view (running), page of 20 (target < 100 ms)
//   FIGURE monitoring.all_p95_ms    every status, page of 100, sorted by a computed column (ROI)
//   FIGURE monitoring.msgs_per_s    what the engine sent meanwhile, all 10 campaigns together
// The stats call's figure (stats.p95_ms, the second target) comes from monitoring-stats.ts,
// which `npm run bench -- monitoring` runs too. Figures only: it fails only when something breaks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import { migrateToLatest } from '@server/db/migrate';
import { openDb } from '@server/db/open-db';
import { seed } from '@server/db/seed';
import { prepareCampaign } from './engine/bench-campaign';
import { progressOf, signInDemo, startEngineServer, stopped } from './engine/engine-server-process';
import { json } from './links/bench-app';

const FINISHED = 190;
const RUNNING = 10;
const CONTACTS_EACH = Number(process.env.MONITORING_BENCH_CONTACTS ?? 40_000);
const MINUTE_MS = 60_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const minuteKey = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

const dataDir = await mkdtemp(path.join(tmpdir(), 'monitoring-bench-'));
const file = path.join(dataDir, 'app.db');
const { db } = openDb({ kind: 'sqlite', file });
await migrateToLatest(db, 'sqlite');
await seed(db, () => new Date());
// The seed's own queued and running campaigns would share the engine with the bench's.
await db.updateTable('campaigns').set({ status: 'completed' }).where('status', 'in', ['queued', 'running']).execute();
const running: number[] = [];
for (let i = 0; i < RUNNING; i++) running.push(await prepareCampaign(db, file, CONTACTS_EACH, `Running ${i + 1}`, i * CONTACTS_EACH));
await db.destroy();

// ---- 190 finished campaigns: their runs and a day of minutes, written straight to the file ------
const raw = new SqliteDatabase(file);
raw.pragma('journal_mode = WAL');
const demo = raw.prepare("select id from users where email = 'demo@example.com'").get() as { id: number };
const compose = (raw.prepare('select compose from campaigns where id = ?').get(running[0]) as { compose: string }).compose;
const insertCampaign = raw.prepare("insert into campaigns (user_id, title, status, compose, audience, scheduled_at, created_at, updated_at, sent_at) values (?, ?, 'completed', ?, ?, null, ?, ?, ?)");
const insertRun = raw.prepare(
  'insert into campaign_runs (campaign_id, user_id, total, sent, delivered, failed, blocked, optout, clicked, replied, convertor, cost_millicents, charged_cents, revenue_cents, audience_done, started_at, finished_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
);
const insertMinute = raw.prepare(
  'insert into campaign_minute_stats (campaign_id, user_id, minute, sent, delivered, failed, clicked, replied, optout, convertor, cost_millicents, revenue_cents) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const dayAgo = Date.now() - 24 * 60 * MINUTE_MS;
raw.transaction(() => {
  for (let c = 0; c < FINISHED; c++) {
    const at = new Date(dayAgo).toISOString();
    const sent = 20_000 + c * 100;
    const id = Number(insertCampaign.run(demo.id, `Finished ${c + 1}`, compose, sent, at, at, at).lastInsertRowid);
    insertRun.run(id, demo.id, sent, sent, sent - 300, 200, 50, 50, 900 + c, 120, 30 + (c % 7), sent * 750, Math.ceil((sent * 750) / 1000), (c % 13) * 1000, at, at);
    for (let m = 0; m < 24 * 60; m += 1) insertMinute.run(id, demo.id, minuteKey(dayAgo + m * MINUTE_MS), 14, 13, 1, 1, 0, 0, 0, 14 * 750, 0);
  }
})();
raw.close();

const server = await startEngineServer(dataDir, {
  ENGINE_BATCH_SIZE: '2000',
  CARRIER_SIM: JSON.stringify({ latencyMs: { min: 0, max: 0 }, audience: { clickRate: 0, replyRate: 0 }, voice: { callbackRate: 0 } }),
});
try {
  const token = await signInDemo(server);
  const list = (query: string) => json<{ items: { id: number; sent: number | null }[]; total: number }>(`${server.origin}${API_BASE}/campaigns/monitoring?${query}`, { method: 'GET', headers: { [SESSION_HEADER]: token } });
  const timed = async (query: string, into: number[]) => {
    const t0 = performance.now();
    const answer = await list(query);
    into.push(performance.now() - t0);
    return answer;
  };

  const defaultView: number[] = [];
  const everyStatus: number[] = [];
  const started = Date.now();
  // The screen watching: while any of the 10 still runs, the default view and, every fifth time, the wide one.
  for (let i = 0; ; i++) {
    const answer = await timed('', defaultView);
    if (i % 5 === 0) await timed('statuses=running,scheduled,completed,paused&size=100&sort=roi&direction=DESC', everyStatus);
    if (answer.items.length === 0) break;
    if (Date.now() - started > 20 * 60_000) throw new Error('the running campaigns did not finish in 20 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  for (const id of running) {
    const p = await progressOf(server, id, token);
    if (p.status !== 'completed' || p.sent !== CONTACTS_EACH) throw new Error(`campaign ${id} ended ${p.status} with ${p.sent} sent, expected ${CONTACTS_EACH}`);
  }
  const total = await list('statuses=running,scheduled,completed,paused&size=1');
  if (total.total < FINISHED + RUNNING) throw new Error(`the list counts ${total.total} campaigns, expected at least ${FINISHED + RUNNING}`);

  console.log(`  ${RUNNING} campaigns of ${CONTACTS_EACH.toLocaleString('en-US')} contacts sent in ${seconds.toFixed(1)} s beside ${FINISHED} finished ones`);
  console.log(`  default view: ${defaultView.length} calls, p50 ${percentile(defaultView, 50).toFixed(1)} ms, max ${Math.max(...defaultView).toFixed(1)} ms`);
  console.log(`  every status: ${everyStatus.length} calls, p50 ${percentile(everyStatus, 50).toFixed(1)} ms, max ${Math.max(...everyStatus).toFixed(1)} ms`);
  console.log(`FIGURE monitoring.p95_ms=${percentile(defaultView, 95).toFixed(1)} ms`);
  console.log(`FIGURE monitoring.all_p95_ms=${percentile(everyStatus, 95).toFixed(1)} ms`);
  console.log(`FIGURE monitoring.msgs_per_s=${Math.round((RUNNING * CONTACTS_EACH) / seconds)} msg/s`);
} finally {
  await stopped(server);
  await rm(dataDir, { recursive: true, force: true });
}
