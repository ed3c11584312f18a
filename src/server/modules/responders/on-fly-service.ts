// On-the-fly responder settings, one per user (001 §3 "On-the-fly responder"): the forward numbers
// and the audio inbound callers hear, which a campaign sent with modeResponder 'onfly' uses. The
// defaults (empty numbers, no audio) answer until the user saves; the audio must be the user's own.
import type { z } from 'zod';
import { onFlyMessages, onFlySettingSchema, type OnFlySetting, type onFlySettingInputSchema } from '@domain/responder-on-fly';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { iso } from '../../lib/time';

type Input = z.output<typeof onFlySettingInputSchema>;

const DEFAULTS: OnFlySetting = {
  inboundForwardNumber: '',
  outboundForwardNumber: '',
  inboundMediaWithConfigs: { mediaId: null, audioBuilderConfigId: null },
  updatedAt: null,
};

export async function getOnFlySetting(ctx: AppContext, userId: number): Promise<OnFlySetting> {
  const row = await ctx.db.selectFrom('responder_on_fly_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return DEFAULTS;
  return onFlySettingSchema.parse({ ...JSON.parse(row.setting), updatedAt: row.updated_at });
}

export async function saveOnFlySetting(ctx: AppContext, userId: number, input: Input): Promise<OnFlySetting> {
  const { mediaId, audioBuilderConfigId } = input.inboundMediaWithConfigs;
  if (mediaId !== null) {
    const audio = await ctx.db.selectFrom('media_files').select('id').where('id', '=', mediaId).where('user_id', '=', userId).where('kind', '=', 'audio').executeTakeFirst();
    if (!audio) throw badRequest('inboundMediaWithConfigs.mediaId', onFlyMessages.audioNotYours);
  }
  if (audioBuilderConfigId !== null) {
    const config = await ctx.db.selectFrom('audio_builder_configs').select('id').where('id', '=', audioBuilderConfigId).where('user_id', '=', userId).executeTakeFirst();
    if (!config) throw badRequest('inboundMediaWithConfigs.audioBuilderConfigId', onFlyMessages.configNotYours);
  }
  const at = iso(ctx.now());
  const setting = JSON.stringify(input);
  await ctx.db
    .insertInto('responder_on_fly_settings')
    .values({ user_id: userId, setting, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ setting, updated_at: at }))
    .execute();
  return getOnFlySetting(ctx, userId);
}
