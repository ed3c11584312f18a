// ARCHIVE_CONTACT_GROUP and UNARCHIVE_CONTACT_GROUP: a group nobody sends to any more can give its
// contacts' rows back to the database. Archive writes them, whole, to a gzipped NDJSON file under
// DATA_DIR/archives, then in one transaction deletes the rows and marks the group archived (its
// contact count stays, so the list still says how big it is). Unarchive reads the file back in
// batches (rows tagged with the task, so a failed or cancelled run deletes what it wrote), then in
// one transaction marks the group live, and only then deletes the file. Either way a crash at any
// point leaves the group either archived with its file or live with its rows.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { contactMessages } from '@domain/contacts';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { iso } from '../../../lib/time';
import { TaskCanceled, TaskFailure, type TaskHandler } from '../../../tasks/task-handler';
import { releaseGroup } from '../groups-service';

const BATCH = 5000;
/** What a line of the archive holds: a contact row without its ids. */
const ARCHIVED = ['phone', 'type', 'carrier', 'first_name', 'last_name', 'email', 'city', 'state_code', 'zip_code', 'data', 'created_at'] as const;
const archivedRow = z.object({
  phone: z.string(),
  type: z.string(),
  carrier: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state_code: z.string().nullable(),
  zip_code: z.string().nullable(),
  data: z.string().nullable(),
  created_at: z.string(),
});

/** Deletes the archive file of a group that is being deleted (after its rows are gone). */
export async function removeArchiveFile(ctx: AppContext, relative: string | null): Promise<void> {
  if (relative) await rm(path.join(ctx.config.dataDir, relative), { force: true });
}

const archiveFile = (groupId: number, taskId: number) => path.join('archives', `group-${groupId}-task-${taskId}.ndjson.gz`);

export const archiveTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const relative = archiveFile(groupId, run.id);
    const file = path.join(ctx.config.dataDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    const group = await ctx.db.selectFrom('contact_groups').select('contacts_count').where('id', '=', groupId).executeTakeFirstOrThrow();
    const total = Math.max(1, Number(group.contacts_count));
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file));
    let archived = 0;
    try {
      let lastId = 0;
      for (;;) {
        const rows = await ctx.db
          .selectFrom('contacts')
          .select(['id', ...ARCHIVED])
          .where('group_id', '=', groupId)
          .where('id', '>', lastId)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        lastId = Number(rows[rows.length - 1]!.id);
        const lines = rows.map(({ id: _id, ...row }) => JSON.stringify(row)).join('\n');
        if (!gzip.write(`${lines}\n`)) await once(gzip, 'drain');
        archived += rows.length;
        await run.progress((archived / total) * 95);
      }
    } finally {
      gzip.end();
      await written;
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contacts').where('group_id', '=', groupId).execute();
      await trx
        .updateTable('contact_groups')
        .set({ archived_at: iso(ctx.now()), archive_file: relative, contacts_count: archived })
        .where('id', '=', groupId)
        .execute();
    });
    return { archived };
  },
  async undo(run, ctx) {
    // The file of a run that did not complete; the group still has its rows.
    const relative = archiveFile(run.groupId!, run.id);
    const group = await ctx.db.selectFrom('contact_groups').select('archive_file').where('id', '=', run.groupId!).executeTakeFirst();
    if (group?.archive_file !== relative) await rm(path.join(ctx.config.dataDir, relative), { force: true });
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};

async function insertBatch(ctx: AppContext, groupId: number, taskId: number, rows: z.infer<typeof archivedRow>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const res = await ctx.db
    .insertInto('contacts')
    .values(rows.map((row) => ({ ...row, group_id: groupId, import_task_id: taskId })))
    .onConflict((oc) => oc.columns(['group_id', 'phone']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

export const unarchiveTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const group = await ctx.db.selectFrom('contact_groups').select(['archive_file', 'contacts_count']).where('id', '=', groupId).executeTakeFirstOrThrow();
    if (!group.archive_file) throw new TaskFailure(contactMessages.groupNotArchived);
    const file = path.join(ctx.config.dataDir, group.archive_file);
    const total = Math.max(1, Number(group.contacts_count));
    const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    let restored = 0;
    let read = 0;
    let batch: z.infer<typeof archivedRow>[] = [];
    // Small statements: a multi-row INSERT binds 13 values a row, and SQLite allows 32,766 per statement.
    const flush = async () => {
      restored += await insertBatch(ctx, groupId, run.id, batch);
      read += batch.length;
      batch = [];
      await run.progress((read / total) * 95);
    };
    try {
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(archivedRow.parse(JSON.parse(line)));
        if (batch.length === 1000) await flush();
      }
      await flush();
    } catch (err) {
      if (err instanceof TaskFailure || err instanceof TaskCanceled) throw err;
      throw new TaskFailure(`The archive of this group could not be read: ${err instanceof Error ? err.message : String(err)}`);
    }
    await ctx.db
      .updateTable('contact_groups')
      .set({ archived_at: null, archive_file: null, contacts_count: restored })
      .where('id', '=', groupId)
      .execute();
    await rm(file, { force: true });
    return { restored };
  },
  async undo(run, ctx) {
    await ctx.db.deleteFrom('contacts').where('group_id', '=', run.groupId!).where('import_task_id', '=', run.id).execute();
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
