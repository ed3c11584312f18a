// One uploaded media file: the body streams to the user's media folder under a random name, capped
// by the per-file limit and what is left of the user's quota; then its bytes decide what it is
// (inspectMedia). A refused file leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_MAX_FILE_BYTES, MEDIA_QUOTA_BYTES, mediaExtension, mediaMessages, type MediaFile } from '@domain/media';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { streamUpload } from '../../http/stream-upload';
import { iso } from '../../lib/time';
import { cleanFileName } from '../contacts/import/uploads';
import { inspectMedia } from './inspect-media';
import { usedBytes, userMediaDir, viewMedia } from './media-files';

const over = (message: string) => new HttpError(413, message, { field: 'file' });

export async function uploadMedia(
  ctx: AppContext,
  userId: number,
  fileName: string,
  body: Readable,
  declaredLength: number | undefined,
): Promise<MediaFile> {
  const name = cleanFileName(fileName, 'media');
  const refuse = (err: HttpError): never => {
    body.resume();
    throw err;
  };
  if (!mediaExtension(name)) refuse(badRequest('file', mediaMessages.typeByName(name)));
  const left = MEDIA_QUOTA_BYTES - (await usedBytes(ctx.db, userId));
  const tooBig = () => over(mediaMessages.tooBig(name));
  const noRoom = () => over(mediaMessages.quota(name, left));
  if (declaredLength !== undefined && declaredLength > MEDIA_MAX_FILE_BYTES) refuse(tooBig());
  if (declaredLength !== undefined && declaredLength > left) refuse(noRoom());

  const dir = userMediaDir(ctx.config.dataDir, userId);
  await mkdir(dir, { recursive: true });
  const key = randomUUID();
  const file = path.join(dir, key);
  const limit = Math.max(0, Math.min(MEDIA_MAX_FILE_BYTES, left));
  const size = await streamUpload(body, file, limit, left < MEDIA_MAX_FILE_BYTES ? noRoom : tooBig);
  try {
    if (size === 0) throw badRequest('file', mediaMessages.empty(name));
    const facts = await inspectMedia(file, name);
    // Two uploads at once may each have fitted alone: the sum is checked again before the row exists.
    if ((await usedBytes(ctx.db, userId)) + size > MEDIA_QUOTA_BYTES) throw noRoom();
    const row = await ctx.db
      .insertInto('media_files')
      .values({
        user_id: userId,
        file_name: name,
        kind: facts.kind,
        content_type: facts.contentType,
        size_bytes: size,
        duration_ms: facts.durationMs,
        width: facts.width,
        height: facts.height,
        storage_key: key,
        created_at: iso(ctx.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return viewMedia(row);
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}
