// PostgreSQL: a database may hold other schemas with their own Kysely migration tables (another
// app's, a test's left behind by a killed run). Migrating a fresh schema must not mistake those for
// its own: it once did, and every PostgreSQL suite failed with 'relation "kysely_migration_lock" does
// not exist' until the stray schema was dropped.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrateToLatest } from '@server/db/migrate';
import { openDb } from '@server/db/open-db';

const url = process.env.DATABASE_URL_TEST ?? '';

describe.skipIf(!url)('migrations on PostgreSQL beside another schema that has migration tables', () => {
  const stray = `test_stray_${randomBytes(4).toString('hex')}`;
  const fresh = `test_fresh_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    await admin(`drop schema if exists ${stray} cascade; drop schema if exists ${fresh} cascade`);
  });

  it('migrates the fresh schema and keeps its own migration tables', async () => {
    await admin(`create schema ${stray}; create table ${stray}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null); create table ${stray}.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`);
    await admin(`create schema ${fresh}`);
    const { db } = openDb({ kind: 'postgres', url, schema: fresh });
    try {
      await migrateToLatest(db, 'postgres');
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      const mine = tables.filter((t) => t.schema === fresh).map((t) => t.name);
      expect(mine).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'users', 'credit_ledger']));
      // The stray schema's tables are untouched: still empty.
      const strayRows = await db.selectFrom(`${stray}.kysely_migration` as 'users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(strayRows.n)).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
