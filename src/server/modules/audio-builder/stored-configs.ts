// Configs as stored (JSON tags in audio_builder_configs.config) and the questions other code asks
// of them: which of a user's configs use a media file or a media group (so neither is deleted from
// under a config a campaign plays).
import { audioTagSchema, specAudioFields, type AudioBuilderConfig, type AudioTag } from '@domain/audio-builder';
import { z } from 'zod';
import type { Db } from '../../db/database';

const storedSchema = z.object({ useConfigAudio: z.boolean(), tags: z.array(audioTagSchema) });
export type StoredConfig = z.output<typeof storedSchema>;

export interface ConfigRow {
  id: number;
  name: string;
  config: string;
  created_at: string;
  updated_at: string;
}

export function readStored(text: string): StoredConfig {
  const parsed = storedSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : { useConfigAudio: true, tags: [] };
}

export function viewConfig(row: ConfigRow): AudioBuilderConfig {
  const stored = readStored(row.config);
  const tags: AudioTag[] = stored.tags;
  return {
    id: Number(row.id),
    name: row.name,
    useConfigAudio: stored.useConfigAudio,
    tags,
    ...specAudioFields(tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The first of the user's configs whose tags bind one of these files or groups, with what it binds. */
export async function configUsing(
  db: Db,
  userId: number,
  used: { mediaIds?: readonly number[]; groupIds?: readonly number[] },
): Promise<{ config: string; mediaId: number | null; groupId: number | null } | null> {
  const rows = await db.selectFrom('audio_builder_configs').select(['name', 'config']).where('user_id', '=', userId).orderBy('id').execute();
  for (const row of rows) {
    for (const tag of readStored(row.config).tags) {
      if (tag.mediaId !== null && used.mediaIds?.includes(tag.mediaId)) return { config: row.name, mediaId: tag.mediaId, groupId: null };
      if (tag.mediaGroupId !== null && used.groupIds?.includes(tag.mediaGroupId)) return { config: row.name, mediaId: null, groupId: tag.mediaGroupId };
    }
  }
  return null;
}
