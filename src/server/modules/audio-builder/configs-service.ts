// Audio-builder configs: a name and the ordered tags, each bound to one of the user's audio files or
// media groups ([First Name] to nothing: text-to-speech at send time). The schema checks the order
// and the bindings' shape; this checks the bindings are the user's. Another user's config answers
// 404 'Audio builder config is not existed'.
import {
  audioBuilderMessages,
  type AudioBuilderConfig,
  type AudioBuilderConfigList,
  type audioBuilderConfigInputSchema,
} from '@domain/audio-builder';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';
import { viewConfig } from './stored-configs';

type Input = z.output<typeof audioBuilderConfigInputSchema>;
const nameKey = (name: string) => name.trim().toLowerCase();
const nameTaken = () => badRequest('name', audioBuilderMessages.nameExists);

async function ownConfig(db: Db, userId: number, configId: number) {
  const row = await db.selectFrom('audio_builder_configs').selectAll().where('id', '=', configId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(audioBuilderMessages.configMissing);
  return row;
}

/** Each bound file is one of the user's audio files, each bound group one of the user's media groups. */
async function checkBindings(db: Db, userId: number, input: Input): Promise<void> {
  for (const [i, tag] of input.tags.entries()) {
    if (tag.mediaId !== null) {
      const file = await db.selectFrom('media_files').select('id').where('id', '=', tag.mediaId).where('user_id', '=', userId).where('kind', '=', 'audio').executeTakeFirst();
      if (!file) throw badRequest(`tags.${i}`, audioBuilderMessages.audioMissing(tag.tag));
    }
    if (tag.mediaGroupId !== null) {
      const group = await db.selectFrom('media_groups').select('id').where('id', '=', tag.mediaGroupId).where('user_id', '=', userId).executeTakeFirst();
      if (!group) throw badRequest(`tags.${i}`, audioBuilderMessages.groupMissingFor(tag.tag));
    }
  }
}

export async function getAudioBuilderConfig(ctx: AppContext, userId: number, configId: number): Promise<AudioBuilderConfig> {
  return viewConfig(await ownConfig(ctx.db, userId, configId));
}

export async function listAudioBuilderConfigs(ctx: AppContext, userId: number, page: { limit: number; offset: number }): Promise<AudioBuilderConfigList> {
  const base = ctx.db.selectFrom('audio_builder_configs').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(viewConfig), total: Number(count.n) };
}

async function save(ctx: AppContext, userId: number, configId: number | null, input: Input): Promise<number> {
  await checkBindings(ctx.db, userId, input);
  const name = input.name.trim();
  const clash = await ctx.db.selectFrom('audio_builder_configs').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey(name)).executeTakeFirst();
  if (clash && Number(clash.id) !== configId) throw nameTaken();
  const config = JSON.stringify({ useConfigAudio: input.useConfigAudio, tags: input.tags });
  const at = iso(ctx.now());
  try {
    if (configId !== null) {
      await ctx.db.updateTable('audio_builder_configs').set({ name, name_key: nameKey(name), config, updated_at: at }).where('id', '=', configId).execute();
      return configId;
    }
    const row = await ctx.db
      .insertInto('audio_builder_configs')
      .values({ user_id: userId, name, name_key: nameKey(name), config, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createAudioBuilderConfig(ctx: AppContext, userId: number, input: Input): Promise<AudioBuilderConfig> {
  return getAudioBuilderConfig(ctx, userId, await save(ctx, userId, null, input));
}

export async function updateAudioBuilderConfig(ctx: AppContext, userId: number, configId: number, input: Input): Promise<AudioBuilderConfig> {
  await ownConfig(ctx.db, userId, configId);
  return getAudioBuilderConfig(ctx, userId, await save(ctx, userId, configId, input));
}

export async function deleteAudioBuilderConfig(ctx: AppContext, userId: number, configId: number): Promise<void> {
  await ownConfig(ctx.db, userId, configId);
  await ctx.db.deleteFrom('audio_builder_configs').where('id', '=', configId).where('user_id', '=', userId).execute();
}
