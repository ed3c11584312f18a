// Where a user's media bytes live and how a row reads on the wire. Files sit under
// DATA_DIR/media/<user id>/<random key>: never under a public path, only streamed by an
// authenticated call that checked the owner.
import path from 'node:path';
import { isTooLongForVoicemail, mediaMessages, type MediaFile } from '@domain/media';
import type { AppContext } from '../../context';
import type { Db, MediaFileRow } from '../../db/database';
import { notFound } from '../../http/errors';

export const userMediaDir = (dataDir: string, userId: number) => path.join(dataDir, 'media', String(userId));
export const mediaPath = (ctx: AppContext, row: Pick<MediaFileRow, 'user_id' | 'storage_key'>) =>
  path.join(userMediaDir(ctx.config.dataDir, Number(row.user_id)), row.storage_key);

export const mediaMissing = () => notFound(mediaMessages.missing);

export function viewMedia(r: MediaFileRow): MediaFile {
  const durationSeconds = r.duration_ms === null ? null : Number(r.duration_ms) / 1000;
  return {
    id: Number(r.id),
    fileName: r.file_name,
    kind: r.kind,
    contentType: r.content_type,
    sizeBytes: Number(r.size_bytes),
    durationSeconds,
    tooLongForVoicemail: isTooLongForVoicemail(durationSeconds),
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    createdAt: r.created_at,
  };
}

/** The user's media file or 404 'Media is not existed' (also for another user's id). */
export async function ownMedia(db: Db, userId: number, mediaId: number): Promise<MediaFileRow> {
  const row = await db.selectFrom('media_files').selectAll().where('id', '=', mediaId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw mediaMissing();
  return row;
}

export async function usedBytes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
