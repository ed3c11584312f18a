// A creative's attachments: ids of its owner's media-library files, kept in the order the user gave
// (the order an MMS carries them). Only the user's own files may be attached: a missing id and
// another user's id read the same, so nobody learns which ids exist.
import { creativeMessages, type CreativeAttachment } from '@domain/creatives';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';

/** Refuses (400 naming attachmentIds) an id that is not one of the user's media files. */
export async function checkAttachments(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const own = await db.selectFrom('media_files').select('id').where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
  if (own.length !== new Set(ids).size) throw badRequest('attachmentIds', creativeMessages.attachmentsUnknown);
}

/** Replaces the creative's attachments with these ids, in this order. */
export async function saveAttachments(db: Db, creativeId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('creative_attachments').where('creative_id', '=', creativeId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('creative_attachments')
    .values(ids.map((mediaId, position) => ({ creative_id: creativeId, media_id: mediaId, position })))
    .execute();
}

/** Each creative's attachments in order, for the creatives given. */
export async function attachmentsOf(db: Db, creativeIds: readonly number[]): Promise<Map<number, CreativeAttachment[]>> {
  const byCreative = new Map<number, CreativeAttachment[]>();
  if (creativeIds.length === 0) return byCreative;
  const rows = await db
    .selectFrom('creative_attachments')
    .innerJoin('media_files', 'media_files.id', 'creative_attachments.media_id')
    .select([
      'creative_attachments.creative_id',
      'media_files.id',
      'media_files.file_name',
      'media_files.kind',
      'media_files.content_type',
      'media_files.size_bytes',
      'media_files.duration_ms',
    ])
    .where('creative_attachments.creative_id', 'in', [...creativeIds])
    .orderBy('creative_attachments.creative_id')
    .orderBy('creative_attachments.position')
    .execute();
  for (const r of rows) {
    const list = byCreative.get(Number(r.creative_id)) ?? [];
    list.push({
      id: Number(r.id),
      fileName: r.file_name,
      kind: r.kind,
      contentType: r.content_type,
      sizeBytes: Number(r.size_bytes),
      durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    });
    byCreative.set(Number(r.creative_id), list);
  }
  return byCreative;
}
