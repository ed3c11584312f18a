// A media file a media group, an audio-builder config or a creative (as an attachment) uses cannot
// be deleted: the config would point at nothing when a campaign plays it, the creative would send
// without its file. The refusal (409) names the file and what uses it.
import { mediaMessages } from '@domain/media';
import type { Db, MediaFileRow } from '../../db/database';
import { HttpError } from '../../http/errors';
import { configUsing } from '../audio-builder/stored-configs';

export async function refuseMediaInUse(db: Db, userId: number, rows: readonly MediaFileRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => Number(r.id));
  const nameOf = (id: number) => rows.find((r) => Number(r.id) === id)?.file_name ?? String(id);
  const inGroup = await db
    .selectFrom('media_group_items')
    .innerJoin('media_groups', 'media_groups.id', 'media_group_items.group_id')
    .select(['media_group_items.media_id', 'media_groups.name'])
    .where('media_groups.user_id', '=', userId)
    .where('media_group_items.media_id', 'in', ids)
    .executeTakeFirst();
  if (inGroup) {
    throw new HttpError(409, mediaMessages.inUse(nameOf(Number(inGroup.media_id)), `the media group ${inGroup.name}`), { field: 'ids' });
  }
  const inConfig = await configUsing(db, userId, { mediaIds: ids });
  if (inConfig?.mediaId) {
    throw new HttpError(409, mediaMessages.inUse(nameOf(inConfig.mediaId), `the audio builder config ${inConfig.config}`), { field: 'ids' });
  }
  const inCreative = await db
    .selectFrom('creative_attachments')
    .innerJoin('creatives', 'creatives.id', 'creative_attachments.creative_id')
    .select(['creative_attachments.media_id', 'creatives.title'])
    .where('creatives.user_id', '=', userId)
    .where('creative_attachments.media_id', 'in', ids)
    .orderBy('creatives.id')
    .executeTakeFirst();
  if (inCreative) {
    throw new HttpError(409, mediaMessages.inUse(nameOf(Number(inCreative.media_id)), `the creative ${inCreative.title}`), { field: 'ids' });
  }
}
