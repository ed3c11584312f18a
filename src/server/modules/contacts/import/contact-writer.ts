// Bulk insert of imported contacts, the one place that bypasses Kysely for speed: prepared
// statements in one transaction per batch on SQLite, COPY into a staging table then one
// INSERT ... SELECT per batch on PostgreSQL. Either way a phone already in the group (or twice in
// the batch) is skipped by the unique (group_id, phone) index, the rows go in in file order (which
// is the group's creation order: docs/decisions/0019-contact-storage.md), and the writer answers
// how many went in: the rest are the import's duplicates.
//
// On SQLite the rows go in a hundred per INSERT: one statement per row spent more in statement
// overhead than in the B-tree. Such a multi-row statement would need a statement journal (a
// temporary file written for every statement) to check the foreign key of contacts.group_id, so the
// batch runs with foreign keys off and checks, inside the same transaction, the one row that key
// would have looked up: the group.
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { contactMessages } from '@domain/contacts';
import type SqliteDatabase from 'better-sqlite3';
import type { Db } from '../../../db/database';
import { rawConnection } from '../../../db/open-db';
import { TaskFailure } from '../../../tasks/task-handler';
import { ROW_CELLS } from './import-reader';

/** One imported contact: phone (E.164), carrier, first_name, last_name, email, city, state_code, zip_code, data (JSON or null). */
export type ContactTuple = [string, string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null];

/**
 * Called once per batch, inside its transaction on SQLite; hands the batch's contacts to `add` in
 * file order, a chunk at a time, flat: ROW_CELLS cells per row in ContactTuple's order (as the
 * import's reader hands them over), so no caller holds a whole batch in memory.
 */
export type BatchFill = (add: (cells: ReadonlyArray<string | null>, rows: number) => void) => void;

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
 * SQLite settings while imports run, put back when the last import on the connection ends:
 * - the page cache (KiB, as cache_size takes it negated): the (group_id, phone) index of a million
 *   contacts is ~40 MB and every batch touches most of it; in the default 16 MB its pages were read
 *   back from the file and spilled to the WAL mid-batch. The cache grows only as pages are used.
 * - the WAL's checkpoint threshold (pages): each batch's commit writes the ~10,000 index pages it
 *   touched to the WAL, and at the default 1,000 pages every commit was followed by a checkpoint
 *   copying them into the database file and syncing it. At IMPORT_CHECKPOINT_PAGES (~100 MB) a
 *   checkpoint comes every few commits, writing a page touched by each of them once, not each time;
 *   the last import's end checkpoints what is left.
 */
const IMPORT_CACHE_KIB = 64 * 1024;
const IMPORT_CHECKPOINT_PAGES = 25_000;
const importsRunning = new WeakMap<object, { count: number; cacheSize: number; checkpointPages: number }>();

function importSettings(sqlite: SqliteDatabase.Database): () => void {
  const running = importsRunning.get(sqlite);
  if (running) running.count++;
  else {
    const cacheSize = Number(sqlite.pragma('cache_size', { simple: true }));
    const checkpointPages = Number(sqlite.pragma('wal_autocheckpoint', { simple: true }));
    importsRunning.set(sqlite, { count: 1, cacheSize, checkpointPages });
    // Negative: KiB; positive: pages. Raise it only if it is smaller.
    const cacheKib = cacheSize < 0 ? -cacheSize : (cacheSize * Number(sqlite.pragma('page_size', { simple: true }))) / 1024;
    if (cacheKib < IMPORT_CACHE_KIB) sqlite.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
    if (checkpointPages > 0 && checkpointPages < IMPORT_CHECKPOINT_PAGES) sqlite.pragma(`wal_autocheckpoint = ${IMPORT_CHECKPOINT_PAGES}`);
  }
  let released = false;
  return () => {
    const state = importsRunning.get(sqlite);
    if (released || !state) return;
    released = true;
    if (--state.count > 0) return;
    importsRunning.delete(sqlite);
    sqlite.pragma(`cache_size = ${state.cacheSize}`);
    sqlite.pragma(`wal_autocheckpoint = ${state.checkpointPages}`);
    if (!sqlite.inTransaction) sqlite.pragma('wal_checkpoint(PASSIVE)');
  };
}
/** Rows per multi-row INSERT on SQLite (9 parameters each: 4,500 a statement, far below SQLite's 32,766). 500 rather than 100: ~10% faster end to end (decision 19). */
const ROWS_PER_STATEMENT = 500;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

export async function openContactWriter(db: Db, target: WriterTarget): Promise<ContactWriter> {
  const raw = rawConnection(db);
  if (raw.kind === 'sqlite') {
    const sqlite = raw.sqlite;
    const { groupId, taskId, createdAt } = target;
    if (!Number.isSafeInteger(groupId) || !Number.isSafeInteger(taskId)) throw new Error('group and task ids must be integers');
    if (!ISO_TIME.test(createdAt)) throw new Error('createdAt must be an ISO time');
    // The group, the task and the time are the same for every row: written into the statement, not bound.
    const values = `(${groupId}, ?, 'RAW', ?, ?, ?, ?, ?, ?, ?, ?, ${taskId}, '${createdAt}')`;
    const insertOne = sqlite.prepare(`insert or ignore into contacts (${COLUMNS}) values ${values}`);
    const insertMany = sqlite.prepare(`insert or ignore into contacts (${COLUMNS}) values ${Array(ROWS_PER_STATEMENT).fill(values).join(', ')}`);
    const groupExists = sqlite.prepare('select 1 from contact_groups where id = ?').pluck();
    const params: Array<string | null> = new Array<string | null>(ROWS_PER_STATEMENT * ROW_CELLS);
    const releaseSettings = importSettings(sqlite);

    const batch = sqlite.transaction((fill: BatchFill) => {
      if (groupExists.get(groupId) === undefined) throw new TaskFailure(contactMessages.groupMissing);
      let inserted = 0;
      let pending = 0;
      fill((cells, rows) => {
        const end = rows * ROW_CELLS;
        for (let at = 0; at < end; ) {
          // Fill the statement's parameters across chunk boundaries; run it when full.
          const take = Math.min(end - at, params.length - pending);
          for (let i = 0; i < take; i++) params[pending + i] = cells[at + i] ?? null;
          at += take;
          pending += take;
          if (pending === params.length) {
            inserted += insertMany.run(params).changes;
            pending = 0;
          }
        }
      });
      for (let at = 0; at < pending; at += ROW_CELLS) inserted += insertOne.run(params.slice(at, at + ROW_CELLS)).changes;
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
      // Through Kysely's connection too: the final checkpoint must not run inside another query's transaction.
      close: () => db.connection().execute(async () => releaseSettings()),
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
      const chunks: Array<{ cells: ReadonlyArray<string | null>; rows: number }> = [];
      fill((cells, rows) => chunks.push({ cells, rows }));
      if (chunks.length === 0) return 0;
      await client.query('truncate contact_import_stage');
      await pipeline(Readable.from(copyLines(chunks)), client.query(copyFrom('copy contact_import_stage from stdin')));
      // The first row of each phone, then in file order, so ids follow the file.
      const res = await client.query(
        `insert into contacts (${COLUMNS})
         select $1, phone, 'RAW', carrier, first_name, last_name, email, city, state_code, zip_code, data, $2, $3
         from (select distinct on (phone) * from contact_import_stage order by phone, seq) firsts order by seq
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

function* copyLines(chunks: Array<{ cells: ReadonlyArray<string | null>; rows: number }>): Generator<string> {
  let seq = 0;
  for (const { cells, rows } of chunks) {
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      let line = String(seq++);
      for (let i = row * ROW_CELLS; i < (row + 1) * ROW_CELLS; i++) line += '\t' + copyValue(cells[i] ?? null);
      lines.push(line + '\n');
    }
    yield lines.join('');
  }
}
