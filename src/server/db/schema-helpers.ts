// The few places where SQLite and PostgreSQL DDL differ, so migrations stay one file per change.
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from './open-db';

/** An auto-numbered primary key: SQLite wants `integer ... autoincrement`, PostgreSQL `bigserial`. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
}

/** Foreign keys and money columns: bigint on both (SQLite gives it integer affinity). */
export const BIGINT = 'bigint';
