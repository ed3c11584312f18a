// The sending engine (issue 10, "Benchmarks"). Two runs, figures only (it fails only when
// something breaks: a campaign that does not finish, a contact sent twice or skipped).
//
// 1. Throughput, embedded: the real server in a child process on a fresh SQLite file, a campaign to
//    ENGINE_BENCH_CONTACTS (1,000,000) contacts at unlimited speed through the carrier simulator
//    (reports at once, the audience model off), while this process asks the campaign's progress
//    over HTTP every 100 ms, as the campaign list does: the answer waits for the server's busy
//    event loop, which is what the figure is about.
//      FIGURE engine.msgs_per_s        messages sent and reported per second, results, stats and credit written
//      FIGURE engine.progress_p95_ms   95th percentile of GET /campaigns/:id/progress while it ran
// 2. Crash safety: the real server in a child process (tests/bench/engine/engine-server.ts) sends a
//    campaign to ENGINE_BENCH_CRASH_CONTACTS (100,000) contacts and is killed with SIGKILL at a
//    random moment ENGINE_BENCH_KILLS (10) times, restarted each time on the same database, until
//    the campaign completes. Then the carrier's own records (the simulator's accepted batches) are
//    read: every contact must have been taken exactly once, and the credit charged must equal the
//    messages' cost.
//      FIGURE engine.crash_duplicates  contacts the carrier took more than once
//      FIGURE engine.crash_skipped     contacts of the audience the carrier never took
//      FIGURE engine.crash_credit_diff_cents  credit charged minus the cost of what was sent
//
// 3. With REDIS_URL and DATABASE_URL set, the distributed mode (tests/bench/engine/queue-run.ts):
//    ENGINE_BENCH_QUEUE_CONTACTS (200,000) contacts in two campaigns on PostgreSQL, sent by 1 and
//    then 2 `npm run worker` processes through the BullMQ queue.
//      FIGURE engine.queue_msgs_per_s.workers_1 / .workers_2
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrateToLatest } from '@server/db/migrate';
import { openDb, targetFrom } from '@server/db/open-db';
import { seed } from '@server/db/seed';
import { prepareCampaign } from './engine/bench-campaign';
import { crashRun } from './engine/crash-run';
import { queueRun } from './engine/queue-run';
import { progressOf, signInDemo, startEngineServer, stopped } from './engine/engine-server-process';

const CONTACTS = Number(process.env.ENGINE_BENCH_CONTACTS ?? 1_000_000);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function throughput() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'engine-bench-'));
  const { db, dialect } = openDb(targetFrom(dataDir));
  await migrateToLatest(db, dialect);
  await seed(db, () => new Date());
  // The seed's own queued campaign would share the engine with the bench's.
  await db.updateTable('campaigns').set({ status: 'completed' }).where('status', '=', 'queued').execute();
  const prepared = Date.now();
  const campaignId = await prepareCampaign(db, path.join(dataDir, 'app.db'), CONTACTS, 'Engine bench');
  await db.destroy();
  console.log(`  ${CONTACTS.toLocaleString('en-US')} contacts written in ${((Date.now() - prepared) / 1000).toFixed(1)} s`);

  const server = await startEngineServer(dataDir, {
    ENGINE_BATCH_SIZE: '2000',
    CARRIER_SIM: JSON.stringify({ latencyMs: { min: 0, max: 0 }, audience: { clickRate: 0, replyRate: 0 }, voice: { callbackRate: 0 } }),
  });
  const token = await signInDemo(server);
  const latencies: number[] = [];
  const started = Date.now();
  // The server's engine sends; this loop is the sender watching the campaign list.
  for (;;) {
    const asked = performance.now();
    const p = await progressOf(server, campaignId, token);
    latencies.push(performance.now() - asked);
    const reported = p.delivered + p.failed + p.blocked + p.optout + p.attemptFailed;
    if (p.status === 'completed' && reported >= p.sent) break;
    if (Date.now() - started > 30 * 60_000) throw new Error(`the campaign did not finish in 30 minutes: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  await stopped(server);

  const sqlite = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  const sent = sqlite.prepare('select count(*) as n, count(distinct phone) as phones from messages where campaign_id = ?').get(campaignId) as { n: number; phones: number };
  sqlite.close();
  await rm(dataDir, { recursive: true, force: true });
  if (sent.n !== CONTACTS || sent.phones !== CONTACTS) throw new Error(`sent ${sent.n} messages to ${sent.phones} phones, expected ${CONTACTS}`);

  console.log(
    `  ${CONTACTS.toLocaleString('en-US')} messages sent and reported in ${seconds.toFixed(1)} s; ${latencies.length} progress calls, p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  console.log(`FIGURE engine.msgs_per_s=${Math.round(CONTACTS / seconds)} msg/s`);
  console.log(`FIGURE engine.progress_p95_ms=${percentile(latencies, 95).toFixed(1)} ms`);
}

console.log('── throughput (embedded, SQLite)');
await throughput();
console.log('── crash safety (kill -9 and restart)');
await crashRun();
if (process.env.REDIS_URL && process.env.DATABASE_URL) {
  console.log('── distributed (BullMQ on Redis, PostgreSQL)');
  await queueRun(process.env.REDIS_URL, process.env.DATABASE_URL);
} else {
  console.log('── distributed: skipped (set REDIS_URL and DATABASE_URL to measure it)');
}
