// Writes clicks in batches: the redirect pushes its row here and answers at once; the rows go to
// the database every `intervalMs` or as soon as `maxRows` wait, in one transaction, in chunks the
// drivers' parameter limits allow. Flushes run one after another on a single chain; work that must
// not interleave with a flush (loading a click-limit counter, deleting a link) runs on that chain
// too (exclusive). close() flushes what is left, so closing the app loses no click. A failed write
// keeps its rows for the next flush (logged), up to `maxBacklog` rows.
// See docs/decisions/0016-short-link-redirects.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, NewLinkClick } from '../../db/database';

export interface ClickWriterOptions {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  maxRows?: number;
  maxBacklog?: number;
}

/** 11 columns a row: 1,000 rows stay under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 1000;

export class ClickWriter {
  private buffer: NewLinkClick[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly maxRows: number;
  private readonly maxBacklog: number;
  /** Rows written since start (the bench and tests read it). */
  written = 0;

  constructor(private readonly options: ClickWriterOptions) {
    this.intervalMs = options.intervalMs ?? 50;
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
      await this.options.db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += CHUNK_ROWS) await trx.insertInto('link_clicks').values(rows.slice(i, i + CHUNK_ROWS)).execute();
      });
      this.written += rows.length;
    } catch (err) {
      this.options.log.error({ err, rows: rows.length }, 'writing clicks failed; kept for the next flush');
      this.buffer = rows.concat(this.buffer).slice(-this.maxBacklog);
      this.timer ??= setTimeout(() => void this.flush(), this.intervalMs * 10);
    }
  }
}
