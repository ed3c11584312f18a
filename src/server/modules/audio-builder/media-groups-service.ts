// Media groups: named, ordered lists of the user's audio files, which an audio-builder tag can play
// from. Scoped to the acting user: another user's group answers 404 'Media group is not existed',
// another user's file in mediaIds 400 like a missing one.
import { audioBuilderMessages, type MediaGroup, type MediaGroupList, type mediaGroupInputSchema } from '@domain/audio-builder';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';
import { viewMedia } from '../media/media-files';
import { configUsing } from './stored-configs';

type Input = z.output<typeof mediaGroupInputSchema>;
const nameKey = (name: string) => name.trim().toLowerCase();
const nameTaken = () => badRequest('name', audioBuilderMessages.nameExists);
export const mediaGroupMissing = () => notFound(audioBuilderMessages.groupMissing);

export async function ownMediaGroup(db: Db, userId: number, groupId: number) {
  const row = await db.selectFrom('media_groups').selectAll().where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw mediaGroupMissing();
  return row;
}

async function view(db: Db, rows: { id: number; name: string; created_at: string }[]): Promise<MediaGroup[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('media_group_items')
    .innerJoin('media_files', 'media_files.id', 'media_group_items.media_id')
    .selectAll('media_files')
    .select(['media_group_items.group_id', 'media_group_items.position'])
    .where('media_group_items.group_id', 'in', rows.map((r) => r.id))
    .orderBy('media_group_items.position')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    items: items.filter((i) => Number(i.group_id) === Number(r.id)).map(viewMedia),
    createdAt: r.created_at,
  }));
}

export async function getMediaGroup(ctx: AppContext, userId: number, groupId: number): Promise<MediaGroup> {
  const [group] = await view(ctx.db, [await ownMediaGroup(ctx.db, userId, groupId)]);
  return group!;
}

export async function listMediaGroups(ctx: AppContext, userId: number, page: { limit: number; offset: number }): Promise<MediaGroupList> {
  const base = ctx.db.selectFrom('media_groups').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await view(ctx.db, rows), total: Number(count.n) };
}

/** The ids, each once and each one of the user's audio files; 400 on mediaIds otherwise. */
async function checkAudio(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest('mediaIds', audioBuilderMessages.mediaTwice);
  const found = await db.selectFrom('media_files').select('id').where('user_id', '=', userId).where('kind', '=', 'audio').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw badRequest('mediaIds', audioBuilderMessages.onlyAudio);
}

async function save(ctx: AppContext, userId: number, groupId: number | null, input: Input): Promise<number> {
  await checkAudio(ctx.db, userId, input.mediaIds);
  const name = input.name.trim();
  const clash = await ctx.db.selectFrom('media_groups').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey(name)).executeTakeFirst();
  if (clash && Number(clash.id) !== groupId) throw nameTaken();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let id = groupId;
      if (id === null) {
        const row = await trx
          .insertInto('media_groups')
          .values({ user_id: userId, name, name_key: nameKey(name), created_at: iso(ctx.now()) })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        await trx.updateTable('media_groups').set({ name, name_key: nameKey(name) }).where('id', '=', id).execute();
        await trx.deleteFrom('media_group_items').where('group_id', '=', id).execute();
      }
      const groupIdNow = id;
      await trx.insertInto('media_group_items').values(input.mediaIds.map((mediaId, position) => ({ group_id: groupIdNow, media_id: mediaId, position }))).execute();
      return groupIdNow;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createMediaGroup(ctx: AppContext, userId: number, input: Input): Promise<MediaGroup> {
  return getMediaGroup(ctx, userId, await save(ctx, userId, null, input));
}

export async function updateMediaGroup(ctx: AppContext, userId: number, groupId: number, input: Input): Promise<MediaGroup> {
  await ownMediaGroup(ctx.db, userId, groupId);
  return getMediaGroup(ctx, userId, await save(ctx, userId, groupId, input));
}

/** Refused (409) while an audio-builder config plays from the group. */
export async function deleteMediaGroup(ctx: AppContext, userId: number, groupId: number): Promise<void> {
  const row = await ownMediaGroup(ctx.db, userId, groupId);
  const user = await configUsing(ctx.db, userId, { groupIds: [groupId] });
  if (user) throw new HttpError(409, audioBuilderMessages.groupInUse(row.name, user.config), { field: 'groupId' });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media_group_items').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('media_groups').where('id', '=', groupId).where('user_id', '=', userId).execute();
  });
}

