// The engine's crash benchmark (see tests/bench/engine.ts): kill -9 the server at random moments of
// a campaign, restart it each time, and count what the carrier took.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrateToLatest } from '@server/db/migrate';
import { openDb, targetFrom } from '@server/db/open-db';
import { seed } from '@server/db/seed';
import { killed, progressOf, startEngineServer, stopped } from './engine-server-process';
import { benchPhone, prepareCampaign } from './bench-campaign';

const CONTACTS = Number(process.env.ENGINE_BENCH_CRASH_CONTACTS ?? 100_000);
const KILLS = Number(process.env.ENGINE_BENCH_KILLS ?? 10);

/** A short lease so the next process takes over soon after a kill; small batches so kills land mid-campaign. */
const CRASH_ENV = {
  ENGINE_LEASE_MS: '1500',
  ENGINE_BATCH_SIZE: '500',
  CARRIER_SIM: JSON.stringify({ latencyMs: { min: 0, max: 300 }, audience: { clickRate: 0, replyRate: 0 } }),
};

export async function crashRun(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'engine-crash-'));
  const target = targetFrom(dataDir);
  const { db, dialect } = openDb(target);
  await migrateToLatest(db, dialect);
  await seed(db, () => new Date());
  await db.updateTable('campaigns').set({ status: 'completed' }).where('status', '=', 'queued').execute();
  const campaignId = await prepareCampaign(db, path.join(dataDir, 'app.db'), CONTACTS, 'Crash bench');
  await db.destroy();

  const started = Date.now();
  // Deterministic "random" moments: the same run each time the bench runs.
  let seed32 = 0x9e3779b9;
  const next = () => ((seed32 = (Math.imul(seed32, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  for (let k = 0; k < KILLS; k++) {
    const server = await startEngineServer(dataDir, CRASH_ENV);
    await new Promise((r) => setTimeout(r, 300 + next() * 1500));
    await killed(server);
  }
  const last = await startEngineServer(dataDir, CRASH_ENV);
  for (;;) {
    const p = await progressOf(last, campaignId);
    const reported = p.delivered + p.failed + p.blocked + p.optout + p.attemptFailed;
    if (p.status === 'completed' && reported >= p.sent) break;
    if (Date.now() - started > 20 * 60_000) throw new Error(`the campaign did not finish: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopped(last);

  const sqlite = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  const taken = new Map<string, number>();
  for (const row of sqlite.prepare('select payload from sim_carrier_batches').iterate() as Iterable<{ payload: string }>) {
    for (const m of JSON.parse(row.payload) as { key: string; to: string }[]) if (m.key.startsWith(`${campaignId}:`)) taken.set(m.to, (taken.get(m.to) ?? 0) + 1);
  }
  const cost = (sqlite.prepare('select coalesce(sum(cost_millicents), 0) as c from messages where campaign_id = ?').get(campaignId) as { c: number }).c;
  const charged = -(sqlite.prepare("select coalesce(sum(amount_cents), 0) as c from credit_ledger where kind = 'campaign' and reference like ?").get(`campaign:${campaignId}:%`) as { c: number }).c;
  sqlite.close();
  await rm(dataDir, { recursive: true, force: true });

  let duplicates = 0;
  let skipped = 0;
  for (let i = 0; i < CONTACTS; i++) {
    const n = taken.get(benchPhone(i)) ?? 0;
    if (n === 0) skipped += 1;
    if (n > 1) duplicates += 1;
  }
  console.log(`  ${CONTACTS.toLocaleString('en-US')} contacts, ${KILLS} kills, finished in ${((Date.now() - started) / 1000).toFixed(1)} s; cost ${cost} millicents, charged ${charged} cents`);
  console.log(`FIGURE engine.crash_duplicates=${duplicates} contacts`);
  console.log(`FIGURE engine.crash_skipped=${skipped} contacts`);
  console.log(`FIGURE engine.crash_credit_diff_cents=${charged - Math.ceil(cost / 1000)} cents`);
}
