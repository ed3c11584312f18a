// `npm run worker`: a sending worker for the distributed mode (decision 29). It needs REDIS_URL
// (the queue) and, to share the work with other workers, DATABASE_URL (PostgreSQL): the app is built
// as the server builds it (same config, same database, same carrier), but instead of listening it
// takes campaign jobs from the queue. Run as many as the sending needs; each stops cleanly on
// SIGINT or SIGTERM, letting go of the campaigns it held.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDb, targetFrom } from './db/open-db';
import { QueueDispatcher } from './engine/queue-dispatcher';

async function main() {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('npm run worker needs REDIS_URL: without it the server sends campaigns itself.');
  const { db, dialect } = openDb(targetFrom(config.dataDir, config.databaseUrl));
  await migrateToLatest(db, dialect);
  const app = await buildApp({ config, db, dialect, runTasks: false, runEngine: false, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  await app.ready();
  const dispatcher = new QueueDispatcher({ engine: app.ctx.engine, redisUrl: config.redisUrl, prefix: config.redisPrefix, log: app.log });
  dispatcher.start();
  console.log(`  Sending worker ${app.ctx.engine.id} is taking campaigns from ${config.redisUrl} (${dialect}).`);
  if (process.send) process.send({ ready: true });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await dispatcher.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
