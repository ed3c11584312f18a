// The user's media files: list (by kind, name, page), one file, storage use, delete one or several.
// Every query is scoped to the acting user, so another user's id answers 404 like a missing one.
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { z } from 'zod';
import { MEDIA_QUOTA_BYTES, type MediaFile, type MediaList, type mediaListQuerySchema, type MediaStorage } from '@domain/media';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import { mediaMissing, mediaPath, ownMedia, viewMedia } from './media-files';
import { refuseMediaInUse } from './media-in-use';

export async function listMedia(ctx: AppContext, userId: number, query: z.output<typeof mediaListQuerySchema>): Promise<MediaList> {
  let base = ctx.db.selectFrom('media_files').where('user_id', '=', userId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.search) base = base.where(likeContains(sql.ref('file_name'), query.search));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(viewMedia), total: Number(count.n) };
}

export async function getMedia(ctx: AppContext, userId: number, mediaId: number): Promise<MediaFile> {
  return viewMedia(await ownMedia(ctx.db, userId, mediaId));
}

export async function mediaStorage(ctx: AppContext, userId: number): Promise<MediaStorage> {
  const rows = await ctx.db
    .selectFrom('media_files')
    .select(['kind', 'content_type', (eb) => eb.fn.countAll<number>().as('files'), (eb) => eb.fn.sum<number>('size_bytes').as('bytes')])
    .where('user_id', '=', userId)
    .groupBy(['kind', 'content_type'])
    .orderBy('content_type')
    .execute();
  const byType = rows.map((r) => ({ kind: r.kind, contentType: r.content_type, files: Number(r.files), bytes: Number(r.bytes) }));
  const byKind = (['image', 'audio'] as const).map((kind) => {
    const of = byType.filter((r) => r.kind === kind);
    return { kind, files: of.reduce((n, r) => n + r.files, 0), bytes: of.reduce((n, r) => n + r.bytes, 0) };
  });
  return {
    usedBytes: byKind.reduce((n, k) => n + k.bytes, 0),
    quotaBytes: MEDIA_QUOTA_BYTES,
    files: byKind.reduce((n, k) => n + k.files, 0),
    byKind,
    byType: byType.map(({ contentType, files, bytes }) => ({ contentType, files, bytes })),
  };
}

/**
 * Deletes the user's files with these ids, all or none: an id that is not the user's answers 404,
 * a file a media group or an audio-builder config uses answers 409 naming both.
 */
export async function deleteMedia(ctx: AppContext, userId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.selectFrom('media_files').selectAll().where('user_id', '=', userId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw mediaMissing();
  await refuseMediaInUse(ctx.db, userId, rows);
  await ctx.db.deleteFrom('media_files').where('user_id', '=', userId).where('id', 'in', unique).execute();
  await Promise.all(rows.map((r) => rm(mediaPath(ctx, r), { force: true })));
  return rows.length;
}
