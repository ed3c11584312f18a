// IMPORT_CONTACT: reads each uploaded file as a stream, maps and normalises its rows, drops the
// invalid ones, skips opted-out, system-blacklisted and suppressed numbers, and bulk-inserts the
// rest (duplicates within the files and against the group are skipped by the unique index). Rows
// carry the task's id, so a failed, cancelled or interrupted import deletes exactly what it wrote
// and leaves the group as it was. The group's counters and metadata.imported change once, at the end.
import { performance } from 'node:perf_hooks';
import { contactMessages, type ImportSummary } from '@domain/contacts';
import type { AppContext } from '../../../context';
import { iso } from '../../../lib/time';
import { TaskFailure, type TaskHandler, type TaskRun } from '../../../tasks/task-handler';
import { readMetadata } from '../group-view';
import { releaseGroup } from '../groups-service';
import { createPhoneNormalizer } from '../phones/phone-normalizer';
import { openContactWriter } from './contact-writer';
import { openCsvReader } from './csv-rows';
import { importPayloadSchema, type ImportPayload } from './import-payload';
import { loadImportFilters } from './import-filters';
import { compileRowMapper } from './row-mapper';
import { deleteUploads, uploadPath } from './uploads';

/**
 * A batch is one transaction (SQLite) or one COPY (PostgreSQL), and one progress report. It ends
 * after the chunk of the file that makes it IMPORT_BATCH_ROWS rows, or IMPORT_BATCH_MS after it
 * began: on SQLite the server answers nothing else while a batch runs, and every commit rewrites
 * the index pages the batch touched, so the time bounds the pause and the rows the memory.
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
    const normalise = createPhoneNormalizer(payload.country);
    const filters = await loadImportFilters(ctx, run.userId, groupId);
    const counts: Counts = { total: 0, inserted: 0, invalid: 0, duplicated: 0, optout: 0, blacklisted: 0, suppressed: 0 };
    const totalBytes = payload.files.reduce((sum, f) => sum + f.sizeBytes, 0) || 1;
    let bytesBefore = 0;
    const writer = await openContactWriter(ctx.db, { groupId, taskId: run.id, createdAt: iso(ctx.now()) });
    try {
      for (const file of payload.files) {
        let mapper = file.hasHeader ? null : compileRowMapper(file.columns, normalise, null);
        let rowsSeen = 0;
        let widest = 0;
        const reader = openCsvReader(uploadPath(ctx, file.uploadId), file.delimiter);
        try {
          let more = true;
          while (more) {
            let added = 0;
            // Rows are read, mapped and written chunk by chunk inside the batch (see contact-writer.ts).
            const inserted = await writer.insert((add) => {
              const started = performance.now();
              while (added < IMPORT_BATCH_ROWS && performance.now() - started < IMPORT_BATCH_MS) {
                const rows = reader.next();
                if (rows === null) {
                  more = false;
                  return;
                }
                for (const cells of rows) {
                  if (!mapper) {
                    mapper = compileRowMapper(file.columns, normalise, cells);
                    continue;
                  }
                  rowsSeen++;
                  if (cells.length > widest) widest = cells.length;
                  const tuple = mapper.map(cells);
                  if (!tuple) {
                    counts.invalid++;
                    continue;
                  }
                  const phone = tuple[0];
                  if (filters.blacklist.has(phone)) counts.blacklisted++;
                  else if (filters.optOuts.has(phone)) counts.optout++;
                  else if (filters.suppression.has(phone)) counts.suppressed++;
                  else {
                    add(tuple);
                    added++;
                  }
                }
              }
            });
            counts.total += added;
            counts.inserted += inserted;
            await run.progress(((bytesBefore + reader.bytesRead) / totalBytes) * 99);
          }
        } finally {
          reader.close();
        }
        if (rowsSeen === 0) throw new TaskFailure(`${file.fileName}: the file has no rows to import`);
        if (mapper && mapper.phoneIndex >= widest) {
          throw new TaskFailure(`${file.fileName}: no column ${mapper.phoneIndex + 1} to read Phone from`);
        }
        bytesBefore += file.sizeBytes;
      }
    } finally {
      await writer.close();
    }
    // Rows that reached the writer but were not new: twice in the files, or already in the group.
    counts.duplicated = counts.total - counts.inserted;
    counts.total += counts.invalid + counts.optout + counts.blacklisted + counts.suppressed;
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
