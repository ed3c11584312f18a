// Files uploaded for an import. The body streams straight to DATA_DIR/uploads/<id> (never whole in
// memory), counted as it goes: past MAX_UPLOAD_BYTES the request ends with 413 'file size too big'
// and the partial file is removed. An import task takes its uploads and deletes them when it ends.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contactMessages, MAX_UPLOAD_BYTES, type UploadAnswer } from '@domain/contacts';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest, HttpError } from '../../../http/errors';
import { streamUpload } from '../../../http/stream-upload';
import { iso } from '../../../lib/time';

export const uploadsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads');
export const uploadPath = (ctx: AppContext, id: string) => path.join(uploadsDir(ctx), id);

const tooBig = () => new HttpError(413, contactMessages.fileTooBig, { field: 'file' });

/** A file name as a user would recognise it, without any path. */
export function cleanFileName(name: string, fallback = 'contacts.csv'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

export async function receiveUpload(
  ctx: AppContext,
  userId: number,
  groupId: number,
  fileName: string,
  body: Readable,
  declaredLength: number | undefined,
): Promise<UploadAnswer> {
  if (declaredLength !== undefined && declaredLength > MAX_UPLOAD_BYTES) {
    body.resume();
    throw tooBig();
  }
  const id = randomUUID();
  await mkdir(uploadsDir(ctx), { recursive: true });
  const size = await streamUpload(body, uploadPath(ctx, id), MAX_UPLOAD_BYTES, tooBig);
  const name = cleanFileName(fileName);
  await ctx.db
    .insertInto('uploads')
    .values({ id, user_id: userId, group_id: groupId, file_name: name, size_bytes: size, created_at: iso(ctx.now()) })
    .execute();
  return { uploadId: id, fileName: name, sizeBytes: size };
}

/** The user's upload for this group, not yet taken by an import; 400 naming it otherwise. */
export async function ownUpload(db: Db, userId: number, groupId: number, uploadId: string) {
  const row = await db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .where('task_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw badRequest('uploadId', contactMessages.uploadMissing);
  return row;
}

/** What the first bytes of a file say: empty, binary (NUL bytes or mostly control characters), or text. */
export async function sniffFile(file: string): Promise<'empty' | 'binary' | 'text'> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    const text = head.toString('utf8').replace(/^\uFEFF/, '');
    if (text.trim() === '') return 'empty';
    if (head.includes(0)) return 'binary';
    let control = 0;
    for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32)) control++;
    return control > head.length / 20 ? 'binary' : 'text';
  } finally {
    await handle.close();
  }
}

export async function deleteUploads(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db.deleteFrom('uploads').where('id', 'in', ids).execute();
  await Promise.all(ids.map((id) => rm(uploadPath(ctx, id), { force: true })));
}
