// The server the engine's crash benchmark kills: the real app as `npm start` builds it, on the
// DATA_DIR the bench prepared (already migrated, seeded and holding the campaign), on a free
// loopback port sent to the parent over IPC. A short lease (ENGINE_LEASE_MS from the parent) lets
// the next process take the campaign over soon after a kill.
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDb, targetFrom } from '@server/db/open-db';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !process.send) throw new Error('engine-server runs as a child of the engine benchmark, with DATA_DIR set');

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', APP_VERSION: 'bench' });
const { db, dialect } = openDb(targetFrom(config.dataDir));
const app = await buildApp({ config, db, dialect, logger: { level: 'error' }, runTasks: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.on('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
