// Starts the server: config from the environment, database opened and migrated, demo data seeded on
// first start, then listen and print where to go and how to sign in. Stops cleanly on SIGINT/SIGTERM.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDb, targetFrom } from './db/open-db';
import { seed } from './db/seed';
import { seedLogins } from './db/seed-logins';

function printWelcome(url: string, databaseLabel: string) {
  const rows = seedLogins.map((l) => [l.email, l.password, l.shows]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length), i === 0 ? 5 : 8));
  const line = (r: string[]) => `  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`;
  console.log(
    [
      '',
      `  Campaign platform is running at ${url}`,
      `  API docs:  ${url}/api/docs`,
      `  Database:  ${databaseLabel}`,
      '',
      '  Demo logins:',
      line(['email', 'password', 'shows']),
      ...rows.map(line),
      '',
    ].join('\n'),
  );
}

async function main() {
  const config = loadConfig();
  const target = targetFrom(config.dataDir, config.databaseUrl);
  const { db, dialect } = openDb(target);
  await migrateToLatest(db, dialect);
  await seed(db, () => new Date(), config.dataDir);

  const app = await buildApp({
    config,
    db,
    dialect,
    webDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n  ${signal} received, shutting down...`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const databaseLabel = target.kind === 'sqlite' ? target.file : 'PostgreSQL (DATABASE_URL)';
  printWelcome(`http://localhost:${config.port}`, databaseLabel);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
