// Opens the one database the server uses: embedded SQLite by default, PostgreSQL when a URL is
// given. Everything above this file is dialect-blind; only migrations ask which dialect they run on.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';

export type DialectName = 'sqlite' | 'postgres';

export type DbTarget =
  | { kind: 'sqlite'; file: string }
  /** schema: run in this schema (created if missing) instead of public; tests use one per file. */
  | { kind: 'postgres'; url: string; schema?: string };

export interface OpenDb {
  db: Db;
  dialect: DialectName;
}

const INT8_OID = 20;

/** int8 (bigint, count(*)) arrives as text by default; cents stay far below 2^53, so numbers are safe. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number.parseInt(value, 10)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The driver under a Db, for the one job Kysely is too slow for: bulk-loading a million contacts
 * (prepared statements on SQLite, COPY on PostgreSQL; src/server/modules/contacts/import/).
 */
export type RawConnection = { kind: 'sqlite'; sqlite: SqliteDatabase.Database } | { kind: 'postgres'; pool: pg.Pool };
const rawConnections = new WeakMap<Db, RawConnection>();

export function rawConnection(db: Db): RawConnection {
  const raw = rawConnections.get(db);
  if (!raw) throw new Error('This Db was not opened by openDb');
  return raw;
}

export function targetFrom(dataDir: string, databaseUrl?: string): DbTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') };
}

export function openDb(target: DbTarget): OpenDb {
  if (target.kind === 'sqlite') {
    mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SqliteDatabase(target.file);
    // WAL lets readers run during a write; NORMAL is durable enough with WAL and much faster.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    rawConnections.set(db, { kind: 'sqlite', sqlite });
    return { db, dialect: 'sqlite' };
  }
  const schema = target.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: target.url,
    types: pgTypes,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  rawConnections.set(db, { kind: 'postgres', pool });
  return { db, dialect: 'postgres' };
}
