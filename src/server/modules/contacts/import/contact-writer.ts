// Bulk insert of imported contacts, the one place that bypasses Kysely for speed: prepared
// statements in one transaction per batch on SQLite, COPY into a staging table then one
// INSERT ... SELECT per batch on PostgreSQL. Either way a phone already in the group (or twice in
// the batch) is skipped by the unique (group_id, phone) index, and the writer answers how many rows
// went in: the rest are the import's duplicates.
//
// On SQLite a batch's rows are handed to the writer one by one while the batch's transaction is
// open (insert(fill)), so the caller never holds the batch in memory, and they go in a hundred rows
// per INSERT: one statement per row spent more in statement overhead than in the B-tree. Such a
// multi-row statement would need a statement journal (a temporary file written for every statement)
// to check the foreign key of contacts.group_id, so the batch runs with foreign keys off and checks,
// inside the same transaction, the one row that key would have looked up: the group.
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { contactMessages } from '@domain/contacts';
import type SqliteDatabase from 'better-sqlite3';
import type { Db } from '../../../db/database';
import { rawConnection } from '../../../db/open-db';
import { TaskFailure } from '../../../tasks/task-handler';

/** One imported contact: phone (E.164), carrier, first_name, last_name, email, city, state_code, zip_code, data (JSON or null). */
export type ContactTuple = [string, string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null];

/** Called once per batch; hands each contact of the batch to `add`, in file order. */
export type BatchFill = (add: (row: ContactTuple) => void) => void;

export interface ContactWriter {
  /** Inserts the rows fill() adds as one batch; answers how many were new to the group. */
  insert(fill: BatchFill): Promise<number>;
  close(): Promise<void>;
}

export interface WriterTarget {
  groupId: number;
  taskId: number;
  createdAt: string;
}

const COLUMNS = 'group_id, phone, type, carrier, first_name, last_name, email, city, state_code, zip_code, data, import_task_id, created_at';
/**
 * SQLite's page cache while imports run (KiB, as cache_size takes it negated): the (group_id, phone)
 * index of a million contacts is ~40 MB and every batch touches most of it; in the default 16 MB
 * its pages were read back from the file and spilled to the WAL mid-batch. The cache grows only as
 * pages are used, and goes back to its size when the last import on the connection ends.
 */
const IMPORT_CACHE_KIB = 64 * 1024;
const importsRunning = new WeakMap<object, { count: number; previous: number }>();

function raiseCache(sqlite: SqliteDatabase.Database): () => void {
  const running = importsRunning.get(sqlite);
  if (running) running.count++;
  else {
    const previous = Number(sqlite.pragma('cache_size', { simple: true }));
    importsRunning.set(sqlite, { count: 1, previous });
    // Negative: KiB; positive: pages. Raise it only if it is smaller.
    const previousKib = previous < 0 ? -previous : (previous * Number(sqlite.pragma('page_size', { simple: true }))) / 1024;
    if (previousKib < IMPORT_CACHE_KIB) sqlite.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
  }
  let released = false;
  return () => {
    const state = importsRunning.get(sqlite);
    if (released || !state) return;
    released = true;
    if (--state.count > 0) return;
    importsRunning.delete(sqlite);
    sqlite.pragma(`cache_size = ${state.previous}`);
  };
}
/** Rows per multi-row INSERT on SQLite (10 parameters each, far below SQLite's 32,766). */
const ROWS_PER_STATEMENT = 100;
const TUPLE_SIZE = 9;

export async function openContactWriter(db: Db, target: WriterTarget): Promise<ContactWriter> {
  const raw = rawConnection(db);
  if (raw.kind === 'sqlite') {
    const sqlite = raw.sqlite;
    const { groupId, taskId } = target;
    if (!Number.isSafeInteger(groupId) || !Number.isSafeInteger(taskId)) throw new Error('group and task ids must be integers');
    // The group and the task are the same for every row: written into the statement, not bound.
    const values = `(${groupId}, ?, 'RAW', ?, ?, ?, ?, ?, ?, ?, ?, ${taskId}, ?)`;
    const insertOne = sqlite.prepare(`insert or ignore into contacts (${COLUMNS}) values ${values}`);
    const insertMany = sqlite.prepare(`insert or ignore into contacts (${COLUMNS}) values ${Array(ROWS_PER_STATEMENT).fill(values).join(', ')}`);
    const groupExists = sqlite.prepare('select 1 from contact_groups where id = ?').pluck();
    const params: Array<string | null> = new Array<string | null>(ROWS_PER_STATEMENT * (TUPLE_SIZE + 1));
    const releaseCache = raiseCache(sqlite);

    const batch = sqlite.transaction((fill: BatchFill) => {
      if (groupExists.get(groupId) === undefined) throw new TaskFailure(contactMessages.groupMissing);
      let inserted = 0;
      let pending = 0;
      fill((row) => {
        let at = pending * (TUPLE_SIZE + 1);
        for (let i = 0; i < TUPLE_SIZE; i++) params[at++] = row[i]!;
        params[at] = target.createdAt;
        if (++pending === ROWS_PER_STATEMENT) {
          inserted += insertMany.run(params).changes;
          pending = 0;
        }
      });
      for (let r = 0; r < pending; r++) inserted += insertOne.run(params.slice(r * (TUPLE_SIZE + 1), (r + 1) * (TUPLE_SIZE + 1))).changes;
      return inserted;
    });

    return {
      // The same connection Kysely uses: holding it through Kysely keeps its queries and
      // transactions out while the batch's transaction runs (better-sqlite3 is synchronous), which
      // also makes turning foreign keys off for the batch invisible to every other query.
      insert: (fill) =>
        db.connection().execute(async () => {
          const keysWereOn = sqlite.pragma('foreign_keys', { simple: true }) === 1 && !sqlite.inTransaction;
          if (keysWereOn) sqlite.pragma('foreign_keys = OFF');
          try {
            // IMMEDIATE: the write lock from the start, so the group checked is the group written to.
            return batch.immediate(fill);
          } finally {
            if (keysWereOn) sqlite.pragma('foreign_keys = ON');
          }
        }),
      close: async () => releaseCache(),
    };
  }
  const client = await raw.pool.connect();
  try {
    await client.query(
      `create temp table if not exists contact_import_stage (seq bigint, phone text, carrier text, first_name text,
        last_name text, email text, city text, state_code text, zip_code text, data text)`,
    );
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  return {
    async insert(fill) {
      const rows: ContactTuple[] = [];
      fill((row) => rows.push(row));
      if (rows.length === 0) return 0;
      await client.query('truncate contact_import_stage');
      await pipeline(Readable.from(copyLines(rows)), client.query(copyFrom('copy contact_import_stage from stdin')));
      const res = await client.query(
        `insert into contacts (${COLUMNS})
         select distinct on (phone) $1, phone, 'RAW', carrier, first_name, last_name, email, city, state_code, zip_code, data, $2, $3
         from contact_import_stage order by phone, seq
         on conflict (group_id, phone) do nothing`,
        [target.groupId, target.taskId, target.createdAt],
      );
      return res.rowCount ?? 0;
    },
    async close() {
      await client.query('drop table if exists contact_import_stage').catch(() => undefined);
      client.release();
    },
  };
}

/** COPY's text format: tab-separated, \N for null, and \\, \t, \n, \r escaped. */
function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

function* copyLines(rows: ContactTuple[]): Generator<string> {
  const lines: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    lines.push(`${i}\t${r.map(copyValue).join('\t')}\n`);
    if (lines.length === 5000) {
      yield lines.join('');
      lines.length = 0;
    }
  }
  if (lines.length > 0) yield lines.join('');
}
