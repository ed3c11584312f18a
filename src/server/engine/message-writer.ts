// Writes a batch's messages inside the batch's transaction and answers their ids in order. On
// SQLite through one prepared statement run per row (the connection is the transaction's, so the
// rows join it): Kysely compiling a 400-row, 26-column insert and SQLite preparing it anew cost
// more than the writes in the engine bench, as they did in the click writer's (decision 16). On
// PostgreSQL through Kysely, in multi-row inserts.
import type { Insertable } from 'kysely';
import type { Db, MessagesTable } from '../db/database';
import { rawConnection } from '../db/open-db';

export type NewMessage = Insertable<MessagesTable>;

const COLUMNS = [
  'campaign_id', 'user_id', 'batch_id', 'round', 'contact_id', 'group_id', 'phone', 'idem_key', 'state', 'hold_until', 'message_type', 'route_id',
  'did', 'did_id', 'creative_id', 'offer_id', 'domain', 'link_code', 'body', 'segments', 'cost_millicents', 'queued_at',
] as const satisfies readonly (keyof NewMessage)[];

const ROWS_PER_INSERT = 400;

export type MessageWriter = (trx: Db, rows: readonly NewMessage[]) => Promise<number[]>;

export function createMessageWriter(root: Db): MessageWriter {
  let raw;
  try {
    raw = rawConnection(root);
  } catch {
    raw = null;
  }
  if (raw?.kind === 'sqlite') {
    const insert = raw.sqlite.prepare(`insert into messages (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
    return async (_trx, rows) => rows.map((r) => Number(insert.run(...COLUMNS.map((c) => r[c] ?? null)).lastInsertRowid));
  }
  return async (trx, rows) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const written = await trx.insertInto('messages').values(rows.slice(i, i + ROWS_PER_INSERT)).returning('id').execute();
      ids.push(...written.map((w) => Number(w.id)));
    }
    return ids;
  };
}
