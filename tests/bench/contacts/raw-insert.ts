// The floor the import is compared to: the same normalised rows inserted into the same contacts
// table (a second fresh, migrated database with the server's pragmas and indexes) by one prepared
// INSERT OR IGNORE in large transactions: no file, no parsing, no normalising, no HTTP. Only the
// transactions are timed; building each batch of tuples from the generator is not.
import { performance } from 'node:perf_hooks';
import { rawConnection } from '@server/db/open-db';
import type { ContactTuple } from '@server/modules/contacts/import/contact-writer';
import { openBenchGroup } from './bench-group';
import { contactRows } from './contacts-csv';

const BATCH = 100_000;

export interface RawInsertResult {
  rows: number;
  inserted: number;
  seconds: number;
}

export async function rawInsertLoop(dir: string, count: number): Promise<RawInsertResult> {
  const { db, groupId, createdAt } = await openBenchGroup(dir, 'raw');
  try {
    const raw = rawConnection(db);
    if (raw.kind !== 'sqlite') throw new Error('the raw loop runs on SQLite');
    const stmt = raw.sqlite.prepare(
      `insert or ignore into contacts (group_id, phone, type, carrier, first_name, last_name, email, city, state_code, zip_code, data, import_task_id, created_at)
       values (?, ?, 'RAW', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAll = raw.sqlite.transaction((rows: ContactTuple[]) => {
      let inserted = 0;
      for (const r of rows) inserted += stmt.run(groupId, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], 1, createdAt).changes;
      return inserted;
    });

    const result: RawInsertResult = { rows: 0, inserted: 0, seconds: 0 };
    let batch: ContactTuple[] = [];
    const run = () => {
      const started = performance.now();
      result.inserted += insertAll(batch);
      result.seconds += (performance.now() - started) / 1000;
      result.rows += batch.length;
      batch = [];
    };
    for (const row of contactRows(count)) {
      if (!row.tuple) continue;
      batch.push(row.tuple);
      if (batch.length === BATCH) run();
    }
    if (batch.length > 0) run();
    return result;
  } finally {
    await db.destroy();
  }
}
