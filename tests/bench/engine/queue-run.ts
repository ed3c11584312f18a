// The engine's distributed mode measured (see tests/bench/engine.ts): with REDIS_URL and
// DATABASE_URL set, a fresh PostgreSQL database, two campaigns of half the contacts each, sent by
// 1 and then 2 `npm run worker` processes (src/server/worker.ts) through the BullMQ queue. The
// figure counts from the moment the campaigns are queued (the workers already up) to the last
// report, read from the database.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '@server/db/migrate';
import { openDb } from '@server/db/open-db';
import { seed } from '@server/db/seed';
import type { Db } from '@server/db/database';
import { prepareCampaign } from './bench-campaign';

const CONTACTS = Number(process.env.ENGINE_BENCH_QUEUE_CONTACTS ?? 200_000);
const root = new URL('../../..', import.meta.url).pathname;

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(root, 'src/server/worker.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function untilReported(db: Db, ids: number[], started: number): Promise<void> {
  for (;;) {
    const runs = await db.selectFrom('campaign_runs as r').innerJoin('campaigns as c', 'c.id', 'r.campaign_id').select(['c.status', 'r.sent', 'r.delivered', 'r.failed', 'r.blocked', 'r.optout', 'r.attempt_failed', 'r.total']).where('r.campaign_id', 'in', ids).execute();
    const done = runs.length === ids.length && runs.every((r) => r.status === 'completed' && Number(r.delivered) + Number(r.failed) + Number(r.blocked) + Number(r.optout) + Number(r.attempt_failed) >= Number(r.sent));
    if (done) return;
    if (Date.now() - started > 30 * 60_000) throw new Error(`the queue run did not finish: ${JSON.stringify(runs)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function queueRun(redisUrl: string, databaseUrl: string): Promise<void> {
  const name = `engine_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const { db, dialect } = openDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db, dialect);
    await seed(db, () => new Date());
    await db.updateTable('campaigns').set({ status: 'completed' }).where('status', '=', 'queued').execute();
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `${name}:`,
      ENGINE_BATCH_SIZE: '2000',
      CARRIER_SIM: JSON.stringify({ latencyMs: { min: 0, max: 0 }, audience: { clickRate: 0, replyRate: 0 }, voice: { callbackRate: 0 } }),
    };
    let first = 0;
    for (const workers of [1, 2]) {
      const half = Math.floor(CONTACTS / 2);
      const ids: number[] = [];
      for (const part of [0, 1]) {
        ids.push(await prepareCampaign(db, null, half, `Queue bench ${workers}-${part}`, first, 'draft'));
        first += half;
      }
      const children = await Promise.all(Array.from({ length: workers }, () => startWorker(env)));
      const started = Date.now();
      await db.updateTable('campaigns').set({ status: 'queued' }).where('id', 'in', ids).execute();
      await untilReported(db, ids, started);
      const seconds = (Date.now() - started) / 1000;
      await Promise.all(children.map(stop));
      const sent = await db.selectFrom('messages').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('phone').distinct().as('phones')]).where('campaign_id', 'in', ids).executeTakeFirstOrThrow();
      if (Number(sent.n) !== half * 2 || Number(sent.phones) !== half * 2) throw new Error(`sent ${sent.n} messages to ${sent.phones} phones, expected ${half * 2}`);
      console.log(`  ${workers} worker(s): ${(half * 2).toLocaleString('en-US')} messages in 2 campaigns, sent and reported in ${seconds.toFixed(1)} s`);
      console.log(`FIGURE engine.queue_msgs_per_s.workers_${workers}=${Math.round((half * 2) / seconds)} msg/s`);
    }
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
