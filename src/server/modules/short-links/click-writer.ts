// Writes clicks in batches: the redirect pushes its row here and answers at once; the rows go to
// the database every `intervalMs` or as soon as `maxRows` wait, in one transaction, in chunks the
// drivers' parameter limits allow. Flushes run one after another on a single chain; work that must
// not interleave with a flush (loading a click-limit counter, deleting a link) runs on that chain
// too (exclusive). close() flushes what is left, so closing the app loses no click. A failed write
// keeps its rows for the next flush (logged), up to `maxBacklog` rows. On SQLite the rows go
// through one prepared statement inside a better-sqlite3 transaction: Kysely building a 1,000-row
// insert cost more than the write itself in the links bench.
// See docs/decisions/0016-short-link-redirects.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, NewLinkClick } from '../../db/database';
import { rawConnection } from '../../db/open-db';

export interface ClickWriterOptions {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  maxRows?: number;
  maxBacklog?: number;
  /** Called with each batch once it is written (the sending engine marks the messages whose links were clicked). */
  afterWrite?: (rows: readonly NewLinkClick[]) => Promise<void>;
}

/** 11 columns a row: 1,000 rows stay under PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 1000;
const COLUMNS = ['link_id', 'user_id', 'clicked_at', 'ip', 'user_agent', 'browser', 'os', 'device', 'risk_score_x100', 'risk_factors', 'outcome'] as const;

type WriteRows = (rows: NewLinkClick[]) => Promise<void>;

/**
 * SQLite: one prepared insert, run per row inside one transaction; null on another dialect. While
 * a Kysely transaction is open on the connection (awaiting between its statements), the rows go
 * through Kysely, which waits for it, instead of joining it as a savepoint.
 */
function sqliteWriter(db: Db, fallback: WriteRows): WriteRows | null {
  let raw;
  try {
    raw = rawConnection(db);
  } catch {
    return null;
  }
  if (raw.kind !== 'sqlite') return null;
  const insert = raw.sqlite.prepare(`insert into link_clicks (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
  const insertAll = raw.sqlite.transaction((rows: NewLinkClick[]) => {
    for (const r of rows) insert.run(r.link_id, r.user_id, r.clicked_at, r.ip, r.user_agent, r.browser, r.os, r.device, r.risk_score_x100, r.risk_factors, r.outcome);
  });
  const sqlite = raw.sqlite;
  return async (rows) => {
    if (sqlite.inTransaction) return fallback(rows);
    insertAll(rows);
  };
}

function kyselyWriter(db: Db): WriteRows {
  return (rows) =>
    db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) await trx.insertInto('link_clicks').values(rows.slice(i, i + CHUNK_ROWS)).execute();
    });
}

export class ClickWriter {
  private buffer: NewLinkClick[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly maxRows: number;
  private readonly maxBacklog: number;
  private readonly writeRows: WriteRows;
  /** Rows written since start (the bench and tests read it). */
  written = 0;

  constructor(private readonly options: ClickWriterOptions) {
    const viaKysely = kyselyWriter(options.db);
    this.writeRows = sqliteWriter(options.db, viaKysely) ?? viaKysely;
    this.intervalMs = options.intervalMs ?? 10;
    this.maxRows = options.maxRows ?? 2000;
    this.maxBacklog = options.maxBacklog ?? 200_000;
  }

  add(row: NewLinkClick): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Clicks accepted and not yet written that match. */
  pending(match: (row: NewLinkClick) => boolean): number {
    let n = 0;
    for (const row of this.buffer) if (match(row)) n++;
    return n;
  }

  /** Runs `work` when no flush is running, and no flush starts until it ends. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work);
    this.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Writes everything accepted so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    return this.exclusive(() => this.write());
  }

  async close(): Promise<void> {
    // A failed write keeps its rows: try a few times before giving up on them.
    for (let attempt = 0; attempt < 3 && this.buffer.length > 0; attempt++) await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async write(): Promise<void> {
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    try {
      await this.writeRows(rows);
      this.written += rows.length;
    } catch (err) {
      this.options.log.error({ err, rows: rows.length }, 'writing clicks failed; kept for the next flush');
      this.buffer = rows.concat(this.buffer).slice(-this.maxBacklog);
      this.timer ??= setTimeout(() => void this.flush(), this.intervalMs * 10);
      return;
    }
    try {
      await this.options.afterWrite?.(rows);
    } catch (err) {
      this.options.log.error({ err, rows: rows.length }, 'counting the clicks of sent messages failed');
    }
  }
}
