// The server the contacts benchmark measures, in its own process so its RSS is the server's alone:
// started as `npm start` starts it (node --import tsx, buildApp on a migrated and seeded database,
// the task runner on), on a fresh SQLite file in DATA_DIR and a free port, which it sends to the
// parent over IPC once it listens. It stops on SIGTERM or when the parent goes away.
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { migrateToLatest } from '@server/db/migrate';
import { openDb, targetFrom } from '@server/db/open-db';
import { seed } from '@server/db/seed';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !process.send) throw new Error('bench-server runs as a child of tests/bench/contacts.ts, with DATA_DIR set');

const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '8080', APP_VERSION: 'bench' });
const { db, dialect } = openDb(targetFrom(config.dataDir));
await migrateToLatest(db, dialect);
await seed(db, () => new Date());
const app = await buildApp({ config, db, dialect, logger: { level: 'warn' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const stop = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
process.send({ port });

// BENCH_SERVER_MEMLOG=1: the heap, external memory and RSS every half second, to see what an import holds.
if (process.env.BENCH_SERVER_MEMLOG) {
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  setInterval(() => {
    const m = process.memoryUsage();
    console.error(`mem rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`);
  }, 500).unref();
}
