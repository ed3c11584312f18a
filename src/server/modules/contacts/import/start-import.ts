// POST /contact-groups/:groupId/imports: checks every file before anything is queued (each error
// names its file), then, in one transaction, queues the IMPORT_CONTACT task, takes the uploads and
// marks the group as importing.
import { phoneNotMapped, SEPARATOR_CHARS, type ImportFile } from '@domain/contacts';
import type { BackgroundTask } from '@domain/background-tasks';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { getTask } from '../../background-tasks/service';
import { ownLiveGroup } from '../data-tasks/start-group-task';
import { holdGroup } from '../groups-service';
import type { ImportPayload } from './import-payload';
import { ownUpload, sniffFile, uploadPath } from './uploads';

export async function startImport(ctx: AppContext, userId: number, groupId: number, files: ImportFile[]): Promise<BackgroundTask> {
  const group = await ownLiveGroup(ctx, userId, groupId);
  const payloadFiles: ImportPayload['files'] = [];
  for (const [index, file] of files.entries()) {
    const upload = await ownUpload(ctx.db, userId, groupId, file.uploadId);
    const field = `files.${index}`;
    if (!file.columns.some((c) => 'field' in c && c.field === 'phone')) throw badRequest(`${field}.columns`, phoneNotMapped(upload.file_name));
    const kind = await sniffFile(uploadPath(ctx, upload.id));
    if (kind === 'empty') throw badRequest(field, `${upload.file_name}: the file is empty`);
    if (kind === 'binary') throw badRequest(field, `${upload.file_name}: not a CSV or TXT file`);
    payloadFiles.push({
      uploadId: upload.id,
      fileName: upload.file_name,
      sizeBytes: Number(upload.size_bytes),
      delimiter: file.separator === 'other' ? file.otherSeparator! : SEPARATOR_CHARS[file.separator],
      hasHeader: file.hasHeader,
      columns: file.columns,
    });
  }
  const payload: ImportPayload = { country: group.country, files: payloadFiles };
  const title = `${group.name}: ${payloadFiles.map((f) => f.fileName).join(', ')}`.slice(0, 300);
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue({ kind: 'IMPORT_CONTACT', userId, groupId, title, payload }, trx);
    await holdGroup(trx, groupId, id);
    await trx.updateTable('uploads').set({ task_id: id }).where('id', 'in', payloadFiles.map((f) => f.uploadId)).execute();
    return id;
  });
  return getTask(ctx, userId, taskId);
}
