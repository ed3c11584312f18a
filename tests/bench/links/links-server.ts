// The server the links benchmark (and the canvas benchmark) measures, in its own process (so the load generator does not
// share its event loop): the real app as `npm start` builds it, on a fresh SQLite file in DATA_DIR
// and a free loopback port it sends to the parent over IPC. TRUST_PROXY is on, so the bench can
// give each request its own client address in X-Forwarded-For. SIGTERM closes the app, which
// writes the clicks still queued, then exits.
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { migrateToLatest } from '@server/db/migrate';
import { openDb, targetFrom } from '@server/db/open-db';
import { seed } from '@server/db/seed';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !process.send) throw new Error('links-server runs as a child of a benchmark (tests/bench/links/bench-app.ts), with DATA_DIR set');

const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', APP_VERSION: 'bench', TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '1000' });
const { db, dialect } = openDb(targetFrom(config.dataDir));
await migrateToLatest(db, dialect);
await seed(db, () => new Date());
// The canvas bench also needs the built web app (BENCH_WEB_DIR=dist/web); the links bench does not.
const webDir = process.env.BENCH_WEB_DIR;
const app = await buildApp({ config, db, dialect, logger: { level: 'warn' }, ...(webDir ? { webDir } : {}) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

const stop = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
