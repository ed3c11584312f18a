// IMPORT_CONTACT: a worker thread reads each uploaded file as a stream, maps and normalises its
// rows and drops the invalid, opted-out, system-blacklisted and suppressed ones (./import-reader.ts);
// this thread bulk-inserts the rest batch by batch while the worker reads the next (duplicates
// within the files and against the group are skipped by the unique index). Rows carry the task's
// id, so a failed, cancelled or interrupted import deletes exactly what it wrote and leaves the
// group as it was. The group's counters and metadata.imported change once, at the end.
import { performance } from 'node:perf_hooks';
import { contactMessages, type ImportSummary } from '@domain/contacts';
import type { AppContext } from '../../../context';
import { iso } from '../../../lib/time';
import { TaskFailure, type TaskHandler, type TaskRun } from '../../../tasks/task-handler';
import { readMetadata } from '../group-view';
import { releaseGroup } from '../groups-service';
import { openContactWriter } from './contact-writer';
import { openImportReader } from './import-reader';
import { importPayloadSchema, type ImportPayload } from './import-payload';
import { loadImportFilters } from './import-filters';
import { deleteUploads, uploadPath } from './uploads';

/**
 * A batch is one transaction (SQLite) or one COPY (PostgreSQL), and one progress report. It ends
 * with IMPORT_BATCH_ROWS rows, or IMPORT_BATCH_MS after it began: on SQLite the server answers
 * nothing else while a batch is written, and every commit rewrites the index pages the batch
 * touched, so the time bounds the pause and fewer commits write less.
 */
export const IMPORT_BATCH_ROWS = 100_000;
export const IMPORT_BATCH_MS = 500;
/** How many imports a group's metadata remembers. */
const SUMMARIES_KEPT = 20;

type Counts = Omit<ImportSummary, 'taskId' | 'files' | 'at'>;

function payloadOf(run: TaskRun): ImportPayload {
  return importPayloadSchema.parse(run.payload);
}

export const importContactsTask: TaskHandler = {
  async run(run, ctx) {
    const payload = payloadOf(run);
    const groupId = run.groupId!;
    const filters = await loadImportFilters(ctx, run.userId, groupId);
    const totalBytes = payload.files.reduce((sum, f) => sum + f.sizeBytes, 0) || 1;
    let written = 0;
    let inserted = 0;
    const writer = await openContactWriter(ctx.db, { groupId, taskId: run.id, createdAt: iso(ctx.now()) });
    const reader = openImportReader({
      country: payload.country,
      files: payload.files.map((f) => ({ path: uploadPath(ctx, f.uploadId), fileName: f.fileName, delimiter: f.delimiter, hasHeader: f.hasHeader, columns: f.columns })),
      ...filters,
    });
    try {
      while (!reader.finished) {
        // Wait for rows without holding the thread, then write what comes within the batch's bounds.
        await reader.ready();
        let added = 0;
        inserted += await writer.insert((add) => {
          const started = performance.now();
          while (added < IMPORT_BATCH_ROWS) {
            const chunk = reader.take(IMPORT_BATCH_MS - (performance.now() - started));
            if (!chunk) return;
            add(chunk.cells, chunk.rows);
            added += chunk.rows;
          }
        });
        written += added;
        await run.progress((reader.bytesRead / totalBytes) * 99);
      }
    } finally {
      await reader.close();
      await writer.close();
    }
    const { invalid, optout, blacklisted, suppressed } = reader.skipped;
    // Rows that reached the writer but were not new: twice in the files, or already in the group.
    const counts: Counts = {
      total: written + invalid + optout + blacklisted + suppressed,
      inserted, invalid, duplicated: written - inserted, optout, blacklisted, suppressed,
    };
    await recordImport(ctx, run, payload, counts);
    return { ...counts };
  },

  async undo(run, ctx) {
    if (run.groupId === null) return;
    await ctx.db.deleteFrom('contacts').where('group_id', '=', run.groupId).where('import_task_id', '=', run.id).execute();
  },

  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
    const payload = importPayloadSchema.safeParse(run.payload);
    if (payload.success) await deleteUploads(ctx, payload.data.files.map((f) => f.uploadId));
  },
};

/** Adds the import's counts to the group, once (a summary with this task's id means it is done). */
async function recordImport(ctx: AppContext, run: TaskRun, payload: ImportPayload, counts: Counts) {
  const groupId = run.groupId!;
  await ctx.db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('contact_groups').select('metadata').where('id', '=', groupId).executeTakeFirst();
    if (!group) throw new TaskFailure(contactMessages.groupMissing);
    const metadata = readMetadata(group.metadata);
    if (metadata.imported.some((s) => s.taskId === run.id)) return;
    const summary: ImportSummary = { taskId: run.id, files: payload.files.map((f) => f.fileName), at: iso(ctx.now()), ...counts };
    metadata.imported = [summary, ...metadata.imported].slice(0, SUMMARIES_KEPT);
    await trx
      .updateTable('contact_groups')
      .set((eb) => ({
        contacts_count: eb('contacts_count', '+', counts.inserted),
        lead_total: eb('lead_total', '+', counts.total),
        lead_duplicated: eb('lead_duplicated', '+', counts.duplicated),
        lead_optout: eb('lead_optout', '+', counts.optout),
        lead_system_blacklisted: eb('lead_system_blacklisted', '+', counts.blacklisted),
        lead_filtered: eb('lead_filtered', '+', counts.suppressed + counts.invalid),
        metadata: JSON.stringify(metadata),
      }))
      .where('id', '=', groupId)
      .execute();
  });
}
