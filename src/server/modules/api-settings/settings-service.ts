// The api tab's settings (001 §7 updateApiSetting, updateApiKey): the API request key and the two
// webhook URLs. The row is made with a fresh key the first time the tab (or a webhook) asks; the key
// is kept as is because its owner copies it (it signs the webhooks, so the receiver needs it).
import { randomBytes } from 'node:crypto';
import type { ApiSetting, ApiSettingInput } from '@domain/api-settings';
import { apiSettingInputSchema, apiSettingsMessages } from '@domain/api-settings';
import { badRequest } from '../../http/errors';
import { isPrivateUrl } from '../../lib/public-address';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { findUserById } from '../users/repo';
import { mfaOn } from './confirm-code';

export const newApiKey = () => `key_${randomBytes(24).toString('hex')}`;

/** The user's settings row, made on first use. */
export async function apiSettingsRow(db: Db, userId: number, now: Date) {
  await db
    .insertInto('api_settings')
    .values({ user_id: userId, api_key: newApiKey(), delivery_url: null, reply_url: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db.selectFrom('api_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function readApiSetting(ctx: AppContext, userId: number): Promise<ApiSetting> {
  const [row, user] = await Promise.all([apiSettingsRow(ctx.db, userId, ctx.now()), findUserById(ctx.db, userId)]);
  return { apiKey: row.api_key, deliveryUrl: row.delivery_url, replyUrl: row.reply_url, codeVia: user && mfaOn(user) ? 'totp' : 'email' };
}

export async function updateApiSetting(ctx: AppContext, userId: number, input: ApiSettingInput): Promise<ApiSetting> {
  const urls = apiSettingInputSchema.parse(input);
  // The webhooks are posted from the server: never to its own network (lib/public-address.ts, decision 46).
  const options = { allowPrivate: ctx.config.webhookAllowPrivate, timeoutMs: 2_000 };
  for (const field of ['deliveryUrl', 'replyUrl'] as const) {
    if (await isPrivateUrl(urls[field] ?? '', options)) throw badRequest(field, apiSettingsMessages.urlPrivate);
  }
  await apiSettingsRow(ctx.db, userId, ctx.now());
  await ctx.db.updateTable('api_settings').set({ delivery_url: urls.deliveryUrl, reply_url: urls.replyUrl, updated_at: ctx.now().toISOString() }).where('user_id', '=', userId).execute();
  return readApiSetting(ctx, userId);
}

/** updateApiKey: a new key replaces the stored one (000 §4 "API key regeneration updates the stored key"). */
export async function regenerateApiKey(ctx: AppContext, userId: number): Promise<ApiSetting> {
  await apiSettingsRow(ctx.db, userId, ctx.now());
  await ctx.db.updateTable('api_settings').set({ api_key: newApiKey(), updated_at: ctx.now().toISOString() }).where('user_id', '=', userId).execute();
  return readApiSetting(ctx, userId);
}
